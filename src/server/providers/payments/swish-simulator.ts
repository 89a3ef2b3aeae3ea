import { createHash, randomBytes } from 'node:crypto';
import { decimalToMinor, minorToDecimal } from './payment-provider';
import { type CallbackPoster, type DeliveryResult, isAcceptableCallbackUrl } from './simulator-support';
import {
  INSTRUCTION_UUID,
  SWISH_CREATE_ERRORS,
  SWISH_RESULT_ERRORS,
  type SwishErrorItem,
  type SwishPaymentObject,
} from './swish-api';

// The Swish simulator's payment requests. They live in memory, per app instance: the simulator
// serves local, dev and test setups only, and a restart forgetting open test payments is
// harmless. (Several instances behind one host would each keep their own – run one there.)

/** A request not answered in the app within this time ends in ERROR TM01, as in Swish. */
export const SWISH_REQUEST_LIFETIME_MS = 180_000;
const MAX_AMOUNT_MINOR = 99_999_999_999_999;

export interface SimulatedSwishRequest {
  payment: SwishPaymentObject;
  /** m-commerce only: what the app is opened with. */
  token: string | null;
  callbackIdentifier: string | null;
  /** What the create body said, to tell a retry from a different request under the same id. */
  fingerprint: string;
  deliveries: DeliveryResult[];
}

/** A Swish error answer: 422 with a list of codes, or another status with no body. */
export class SwishSimulatorError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errors: SwishErrorItem[] = [],
  ) {
    super(errors[0]?.errorCode ?? `HTTP ${httpStatus}`);
  }
}

const refuse = (code: string) =>
  new SwishSimulatorError(422, [
    { errorCode: code, errorMessage: SWISH_CREATE_ERRORS[code] ?? code, additionalInformation: null },
  ]);

const hex32 = () => randomBytes(16).toString('hex').toUpperCase();

export interface SwishSimulatorOptions {
  postCallback: CallbackPoster;
  now?: () => Date;
}

export function createSwishSimulator(options: SwishSimulatorOptions) {
  const now = options.now ?? (() => new Date());
  const requests = new Map<string, SimulatedSwishRequest>();

  async function deliver(request: SimulatedSwishRequest): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (request.callbackIdentifier) headers.callbackIdentifier = request.callbackIdentifier;
    request.deliveries.push(
      await options.postCallback(request.payment.callbackUrl, headers, JSON.stringify(request.payment)),
    );
  }

  async function finish(request: SimulatedSwishRequest, changes: Partial<SwishPaymentObject>) {
    Object.assign(request.payment, changes);
    await deliver(request);
  }

  /** Applies the time rule: a CREATED request past its lifetime ends ERROR TM01 (and calls back). */
  async function current(request: SimulatedSwishRequest): Promise<SimulatedSwishRequest> {
    const age = now().getTime() - Date.parse(request.payment.dateCreated);
    if (request.payment.status === 'CREATED' && age > SWISH_REQUEST_LIFETIME_MS) {
      await finish(request, { status: 'ERROR', errorCode: 'TM01', errorMessage: SWISH_RESULT_ERRORS.TM01 });
    }
    return request;
  }

  function validate(body: Record<string, unknown>): { amountMinor: number } {
    // As in the Merchant Swish Simulator: a message that is an error code asks for that error.
    const message = body.message;
    if (typeof message === 'string' && SWISH_CREATE_ERRORS[message]) throw refuse(message);
    const reference = body.payeePaymentReference;
    if (
      reference !== undefined &&
      reference !== null &&
      (typeof reference !== 'string' || !/^[A-Za-z0-9]{1,36}$/.test(reference))
    ) {
      throw refuse('FF08');
    }
    if (!isAcceptableCallbackUrl(body.callbackUrl)) throw refuse('RP03');
    const payer = body.payerAlias;
    if (
      payer !== undefined &&
      payer !== null &&
      (typeof payer !== 'string' || !/^[1-9]\d{7,14}$/.test(payer))
    ) {
      throw refuse('BE18');
    }
    if (body.payeeAlias === undefined || body.payeeAlias === '') throw refuse('RP01');
    if (typeof body.payeeAlias !== 'string' || !/^123\d{7}$/.test(body.payeeAlias)) throw refuse('ACMT07');
    const amountMinor = decimalToMinor(body.amount);
    if (amountMinor === undefined) throw refuse('PA02');
    if (amountMinor > MAX_AMOUNT_MINOR) throw refuse('AM02');
    if (amountMinor < 100) throw refuse('AM06');
    if (body.currency !== 'SEK') throw refuse('AM03');
    if (
      message !== undefined &&
      message !== null &&
      (typeof message !== 'string' || message.length > 50 || /[<>]/.test(message))
    ) {
      throw refuse('RP02');
    }
    const identifier = body.callbackIdentifier;
    if (
      identifier !== undefined &&
      (typeof identifier !== 'string' || !/^[A-Za-z0-9]{32,36}$/.test(identifier))
    ) {
      throw refuse('RP02');
    }
    return { amountMinor };
  }

  async function get(id: string): Promise<SimulatedSwishRequest> {
    const request = requests.get(id);
    if (!request) throw new SwishSimulatorError(404);
    return current(request);
  }

  return {
    /**
     * PUT /api/v2/paymentrequests/{instructionUUID}. The same id with the same body is a retry and
     * answers the request already made; with another body the id is taken (RP09).
     */
    async create(instructionUUID: string, input: unknown): Promise<SimulatedSwishRequest> {
      if (!INSTRUCTION_UUID.test(instructionUUID)) throw new SwishSimulatorError(400);
      if (typeof input !== 'object' || input === null || Array.isArray(input)) throw refuse('RP02');
      const body = input as Record<string, unknown>;
      const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      const existing = requests.get(instructionUUID);
      if (existing) {
        if (existing.fingerprint === fingerprint) return existing;
        throw refuse('RP09');
      }
      const { amountMinor } = validate(body);
      const payerAlias = typeof body.payerAlias === 'string' ? body.payerAlias : null;
      // Swish's test payers: a number ending in 0000 is not enrolled.
      if (payerAlias?.endsWith('0000')) throw refuse('ACMT03');
      if (payerAlias) {
        for (const other of requests.values()) {
          const open = await current(other);
          if (open.payment.payerAlias === payerAlias && open.payment.status === 'CREATED')
            throw refuse('RP06');
        }
      }
      const request: SimulatedSwishRequest = {
        payment: {
          id: instructionUUID,
          payeePaymentReference:
            typeof body.payeePaymentReference === 'string' ? body.payeePaymentReference : null,
          paymentReference: null,
          callbackUrl: String(body.callbackUrl),
          payerAlias,
          payeeAlias: String(body.payeeAlias),
          amount: Number(minorToDecimal(amountMinor)),
          currency: 'SEK',
          message: typeof body.message === 'string' ? body.message : null,
          status: 'CREATED',
          dateCreated: now().toISOString(),
          datePaid: null,
          errorCode: null,
          errorMessage: null,
        },
        token: payerAlias ? null : randomBytes(16).toString('hex'),
        callbackIdentifier: typeof body.callbackIdentifier === 'string' ? body.callbackIdentifier : null,
        fingerprint,
        deliveries: [],
      };
      requests.set(instructionUUID, request);
      return request;
    },

    get,

    /** PATCH with [{op: replace, path: /status, value: cancelled}]: only a CREATED request. */
    async cancel(id: string, patch: unknown): Promise<SimulatedSwishRequest> {
      const operations = Array.isArray(patch) ? (patch as Record<string, unknown>[]) : [];
      const valid =
        operations.length === 1 &&
        operations[0]?.op === 'replace' &&
        operations[0]?.path === '/status' &&
        operations[0]?.value === 'cancelled';
      if (!valid) throw new SwishSimulatorError(400);
      const request = await get(id);
      if (request.payment.status !== 'CREATED') {
        throw new SwishSimulatorError(422, [
          {
            errorCode: 'RP07',
            errorMessage: 'Transaction status not valid for cancellation',
            additionalInformation: null,
          },
        ]);
      }
      // A merchant's own cancel is not called back: the merchant knows.
      request.payment.status = 'CANCELLED';
      return request;
    },

    /** Every request, newest first, with the time rule applied. */
    async list(): Promise<SimulatedSwishRequest[]> {
      const all = [...requests.values()];
      for (const request of all) await current(request);
      return all.sort((a, b) => b.payment.dateCreated.localeCompare(a.payment.dateCreated));
    },

    async findByToken(token: string): Promise<SimulatedSwishRequest | undefined> {
      for (const request of requests.values())
        if (request.token && request.token === token) return current(request);
      return undefined;
    },

    /** The payer approves in the app: PAID, with Swish's payment reference, then the callback. */
    async pay(id: string) {
      const request = await get(id);
      if (request.payment.status !== 'CREATED') return request;
      await finish(request, { status: 'PAID', paymentReference: hex32(), datePaid: now().toISOString() });
      return request;
    },

    async decline(id: string) {
      const request = await get(id);
      if (request.payment.status !== 'CREATED') return request;
      await finish(request, { status: 'DECLINED' });
      return request;
    },

    async fail(id: string, errorCode: string) {
      const request = await get(id);
      const errorMessage = SWISH_RESULT_ERRORS[errorCode];
      if (!errorMessage) throw new SwishSimulatorError(400);
      if (request.payment.status !== 'CREATED') return request;
      await finish(request, { status: 'ERROR', errorCode, errorMessage });
      return request;
    },

    /** Sends the final callback again, as a replay would. */
    async resend(id: string) {
      const request = await get(id);
      if (request.payment.status !== 'CREATED') await deliver(request);
      return request;
    },
  };
}

export type SwishSimulator = ReturnType<typeof createSwishSimulator>;
