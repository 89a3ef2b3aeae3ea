import { createHash, randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankIdSimulatorOrders, users } from '../../db/schema';
import {
  BankIdApiError,
  type BankIdAuthRequest,
  type BankIdCollectResponse,
  type BankIdOrderResponse,
} from './bankid-api';
import { bankIdQrData, parseBankIdQrData, secondsSince } from './qr-data';

// The simulator's order book. It stands in for the BankID service: orders live in the
// database so every server instance sees the same state, and time-based rules (start window,
// total lifetime, started → userSign) are applied whenever an order is read.

export type SimulatorOrder = typeof bankIdSimulatorOrders.$inferSelect;

/** An order not opened in the app within this time expires (the QR window). */
export const START_WINDOW_MS = 30_000;
/** No order lives longer than this. */
export const ORDER_LIFETIME_MS = 180_000;
/** After being opened the app shows the sign screen this much later (started → userSign). */
const SIGN_SCREEN_DELAY_MS = 1_000;

export type TesterFailure = 'userCancel' | 'certificateErr' | 'startFailed';

export interface BankIdSimulatorOptions {
  /** The simulator's clock; tests move it to reach the expiry rules. */
  now?: () => Date;
}

/** 12 digits YYYYMMDDNNNN with a plausible month and day (61–91: coordination numbers). */
export function isPersonalNumber(value: unknown): value is string {
  if (typeof value !== 'string' || !/^(19|20)\d{10}$/.test(value)) return false;
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  return month >= 1 && month <= 12 && ((day >= 1 && day <= 31) || (day >= 61 && day <= 91));
}

const invalid = (details: string) => new BankIdApiError(400, 'invalidParameters', details);
const notFound = () => new BankIdApiError(400, 'notFound', 'No such order');
/** What the RP API answers for an orderRef it does not know or no longer serves. */
const noSuchOrder = () => invalid('No such order');

function validateOrderRequest(kind: 'auth' | 'sign', body: unknown): BankIdAuthRequest {
  if (typeof body !== 'object' || body === null) throw invalid('Invalid JSON body');
  const request = body as Record<string, unknown>;
  if (typeof request.endUserIp !== 'string' || isIP(request.endUserIp) === 0) {
    throw invalid('Incorrect endUserIp');
  }
  const requirement = request.requirement as Record<string, unknown> | undefined;
  if (requirement !== undefined && (typeof requirement !== 'object' || requirement === null)) {
    throw invalid('Incorrect requirement');
  }
  if (requirement?.personalNumber !== undefined && !isPersonalNumber(requirement.personalNumber)) {
    throw invalid('Incorrect personalNumber');
  }
  const visible = request.userVisibleData;
  if (kind === 'sign' && visible === undefined) throw invalid('userVisibleData is required');
  if (
    visible !== undefined &&
    (typeof visible !== 'string' ||
      visible.length === 0 ||
      visible.length > 1500 ||
      !/^[A-Za-z0-9+/]+={0,2}$/.test(visible))
  ) {
    throw invalid('Incorrect userVisibleData');
  }
  const hidden = request.userNonVisibleData;
  if (
    hidden !== undefined &&
    (typeof hidden !== 'string' ||
      hidden.length === 0 ||
      hidden.length > 1500 ||
      !/^[A-Za-z0-9+/]+={0,2}$/.test(hidden))
  ) {
    throw invalid('Incorrect userNonVisibleData');
  }
  if (request.userVisibleDataFormat !== undefined && request.userVisibleDataFormat !== 'simpleMarkdownV1') {
    throw invalid('Incorrect userVisibleDataFormat');
  }
  if (request.returnUrl !== undefined && typeof request.returnUrl !== 'string') {
    throw invalid('Incorrect returnUrl');
  }
  return request as unknown as BankIdAuthRequest;
}

/** What the relying party asked the user to sign, as the simulator stored it. */
export interface SimulatorOrderData {
  userVisibleData: string | null;
  userNonVisibleData: string | null;
  userVisibleDataFormat: 'simpleMarkdownV1' | null;
}

// bankid_simulator_orders has one text column for what the order shows. A sign order that also
// carries userNonVisibleData or a format keeps all three there as JSON (a base64 value never
// starts with "{"), until a migration gives them columns of their own.
function packOrderData(request: BankIdAuthRequest): string | null {
  if (!request.userNonVisibleData && !request.userVisibleDataFormat) return request.userVisibleData ?? null;
  return JSON.stringify({
    userVisibleData: request.userVisibleData ?? null,
    userNonVisibleData: request.userNonVisibleData ?? null,
    userVisibleDataFormat: request.userVisibleDataFormat ?? null,
  });
}

export function orderDataOf(order: Pick<SimulatorOrder, 'userVisibleData'>): SimulatorOrderData {
  const stored = order.userVisibleData;
  if (stored?.startsWith('{')) {
    const parsed = JSON.parse(stored) as SimulatorOrderData;
    return {
      userVisibleData: parsed.userVisibleData ?? null,
      userNonVisibleData: parsed.userNonVisibleData ?? null,
      userVisibleDataFormat: parsed.userVisibleDataFormat === 'simpleMarkdownV1' ? 'simpleMarkdownV1' : null,
    };
  }
  return { userVisibleData: stored ?? null, userNonVisibleData: null, userVisibleDataFormat: null };
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The XML signature of a completed order, shaped like BankID's: bankIdSignedData carries what
 * was shown (usrVisibleData) and the relying party's hidden data (usrNonVisibleData), so the
 * relying party can check what the person signed. Not cryptographically signed: a simulator.
 */
function simulatedSignature(order: SimulatorOrder, personalNumber: string): string {
  const data = orderDataOf(order);
  const visible = data.userVisibleData
    ? `<usrVisibleData charset="UTF-8" visible="wysiwys">${xmlEscape(data.userVisibleData)}</usrVisibleData>`
    : '';
  const hidden = data.userNonVisibleData
    ? `<usrNonVisibleData>${xmlEscape(data.userNonVisibleData)}</usrNonVisibleData>`
    : '';
  const xml =
    '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#" simulated="true"><SignedInfo/><Object>' +
    `<bankIdSignedData Id="bidSignedData"><usrData>${visible}${hidden}</usrData>` +
    `<srvInfo><nonce>${xmlEscape(order.orderRef)}</nonce></srvInfo>` +
    `<clientInfo><funcId>${order.kind === 'sign' ? 'Signing' : 'Identification'}</funcId>` +
    `<personalNumber>${xmlEscape(personalNumber)}</personalNumber></clientInfo></bankIdSignedData>` +
    '</Object></Signature>';
  return Buffer.from(xml, 'utf8').toString('base64');
}

export function createBankIdSimulator(db: Database, options: BankIdSimulatorOptions = {}) {
  const now = options.now ?? (() => new Date());

  /** Applies the time rules to a stored order and returns its current state. */
  async function refresh(order: SimulatorOrder): Promise<SimulatorOrder> {
    if (order.status !== 'pending') return order;
    const at = now();
    const age = at.getTime() - order.createdAt.getTime();
    const notStarted = order.hintCode === 'outstandingTransaction' || order.hintCode === 'noClient';
    if (age >= ORDER_LIFETIME_MS || (notStarted && age >= START_WINDOW_MS)) {
      return (await transition(order, { status: 'failed', hintCode: 'expiredTransaction' })) ?? order;
    }
    if (order.hintCode === 'started' && at.getTime() - order.updatedAt.getTime() >= SIGN_SCREEN_DELAY_MS) {
      return (await transition(order, { hintCode: 'userSign' })) ?? order;
    }
    return order;
  }

  /** Changes a pending order unless another instance changed it first; returns the stored row. */
  async function transition(
    order: SimulatorOrder,
    change: Partial<Pick<SimulatorOrder, 'status' | 'hintCode' | 'completedPersonalNumber'>>,
  ): Promise<SimulatorOrder | undefined> {
    const [updated] = await db
      .update(bankIdSimulatorOrders)
      .set({ ...change, updatedAt: now() })
      .where(
        and(
          eq(bankIdSimulatorOrders.orderRef, order.orderRef),
          eq(bankIdSimulatorOrders.status, 'pending'),
          eq(bankIdSimulatorOrders.hintCode, order.hintCode),
        ),
      )
      .returning();
    return updated ?? (await find(order.orderRef));
  }

  async function find(orderRef: string): Promise<SimulatorOrder | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(orderRef)) return undefined;
    const [order] = await db
      .select()
      .from(bankIdSimulatorOrders)
      .where(eq(bankIdSimulatorOrders.orderRef, orderRef));
    return order;
  }

  async function current(orderRef: string): Promise<SimulatorOrder | undefined> {
    const order = await find(orderRef);
    return order ? refresh(order) : undefined;
  }

  async function createOrder(kind: 'auth' | 'sign', body: unknown): Promise<BankIdOrderResponse> {
    const request = validateOrderRequest(kind, body);
    const personalNumber = request.requirement?.personalNumber ?? null;
    if (personalNumber) {
      // RP API: an order for a person who already has one in progress aborts the existing
      // order, and no new order is created.
      const existing = await db
        .select()
        .from(bankIdSimulatorOrders)
        .where(
          and(
            eq(bankIdSimulatorOrders.personalNumber, personalNumber),
            eq(bankIdSimulatorOrders.status, 'pending'),
          ),
        );
      let aborted = false;
      for (const order of existing) {
        const fresh = await refresh(order);
        if (fresh.status !== 'pending') continue;
        await transition(fresh, { status: 'failed', hintCode: 'cancelled' });
        aborted = true;
      }
      if (aborted) throw new BankIdApiError(400, 'alreadyInProgress', 'Order already in progress for pno');
    }
    const at = now();
    const order = {
      orderRef: randomUUID(),
      kind,
      personalNumber,
      endUserIp: request.endUserIp,
      autoStartToken: randomUUID(),
      qrStartToken: randomUUID(),
      qrStartSecret: randomUUID(),
      userVisibleData: packOrderData(request),
      status: 'pending' as const,
      hintCode: 'outstandingTransaction',
      createdAt: at,
      updatedAt: at,
    };
    await db.insert(bankIdSimulatorOrders).values(order);
    return {
      orderRef: order.orderRef,
      autoStartToken: order.autoStartToken,
      qrStartToken: order.qrStartToken,
      qrStartSecret: order.qrStartSecret,
    };
  }

  async function completionFor(order: SimulatorOrder, personalNumber: string) {
    const [person] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.securityNumber, personalNumber))
      .limit(1);
    const givenName = person?.firstName || 'Test';
    const surname = person?.lastName || 'Testsson';
    const issued = new Date(order.createdAt.getTime() - 365 * 24 * 3600 * 1000);
    return {
      user: { personalNumber, name: `${givenName} ${surname}`, givenName, surname },
      device: {
        ipAddress: order.endUserIp,
        uhi: createHash('sha256').update(`simulator:${personalNumber}`).digest('base64url').slice(0, 27),
      },
      bankIdIssueDate: issued.toISOString().slice(0, 10),
      stepUp: { mrtd: false },
      signature: simulatedSignature(order, personalNumber),
      ocspResponse: Buffer.from('simulated OCSP response').toString('base64'),
    };
  }

  return {
    now,
    find: current,

    auth: (body: unknown) => createOrder('auth', body),
    sign: (body: unknown) => createOrder('sign', body),

    /**
     * RP API v6: an unknown orderRef is a bad parameter (notFound is only for an unknown URL), and
     * an order in a final state is collected once: asking again is a bad parameter too.
     */
    async collect(orderRef: unknown): Promise<BankIdCollectResponse> {
      if (typeof orderRef !== 'string') throw invalid('orderRef is required');
      const order = await current(orderRef);
      if (!order || order.finalCollectedAt) throw noSuchOrder();
      if (order.status === 'pending') {
        return { orderRef: order.orderRef, status: 'pending', hintCode: order.hintCode };
      }
      // Only the first caller to mark the final state gets it; a racing second collect does not.
      const [marked] = await db
        .update(bankIdSimulatorOrders)
        .set({ finalCollectedAt: now() })
        .where(
          and(
            eq(bankIdSimulatorOrders.orderRef, order.orderRef),
            isNull(bankIdSimulatorOrders.finalCollectedAt),
          ),
        )
        .returning({ orderRef: bankIdSimulatorOrders.orderRef });
      if (!marked) throw noSuchOrder();
      if (order.status === 'complete' && order.completedPersonalNumber) {
        return {
          orderRef: order.orderRef,
          status: 'complete',
          completionData: await completionFor(order, order.completedPersonalNumber),
        };
      }
      return { orderRef: order.orderRef, status: 'failed', hintCode: order.hintCode };
    },

    /**
     * The relying party gives up on a pending order: it is gone afterwards. An unknown order, or
     * one that is no longer pending (completed, failed, or aborted by alreadyInProgress), is a
     * bad parameter, as in the RP API.
     */
    async cancel(orderRef: unknown): Promise<void> {
      if (typeof orderRef !== 'string') throw invalid('orderRef is required');
      const order = await current(orderRef);
      if (order?.status !== 'pending') throw noSuchOrder();
      await db.delete(bankIdSimulatorOrders).where(eq(bankIdSimulatorOrders.orderRef, orderRef));
    },

    /** Pending orders, newest first, for the tester page. */
    async pending(): Promise<SimulatorOrder[]> {
      const rows = await db
        .select()
        .from(bankIdSimulatorOrders)
        .where(eq(bankIdSimulatorOrders.status, 'pending'))
        .orderBy(asc(bankIdSimulatorOrders.createdAt));
      const fresh = await Promise.all(rows.map(refresh));
      return fresh.filter((order) => order.status === 'pending').reverse();
    },

    /** The order a scanned QR payload belongs to, if its code is genuine and not from the future. */
    async findByQrData(payload: string): Promise<SimulatorOrder | undefined> {
      const parsed = parseBankIdQrData(payload);
      if (!parsed) return undefined;
      const [order] = await db
        .select()
        .from(bankIdSimulatorOrders)
        .where(eq(bankIdSimulatorOrders.qrStartToken, parsed.qrStartToken));
      if (!order) return undefined;
      const expected = bankIdQrData(order.qrStartToken, order.qrStartSecret, parsed.seconds);
      if (!expected.endsWith(`.${parsed.authCode}`)) return undefined;
      if (parsed.seconds > secondsSince(order.createdAt, now()) + 1) return undefined;
      return refresh(order);
    },

    async findByAutoStartToken(token: string): Promise<SimulatorOrder | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(token)) return undefined;
      const [order] = await db
        .select()
        .from(bankIdSimulatorOrders)
        .where(eq(bankIdSimulatorOrders.autoStartToken, token));
      return order ? refresh(order) : undefined;
    },

    /**
     * The order a person opens in their app by personal number: the newest pending order bound
     * to them, else the newest unbound one (started for a QR code), which they may then sign.
     */
    async findByPersonalNumber(personalNumber: string): Promise<SimulatorOrder | undefined> {
      const rows = await db
        .select()
        .from(bankIdSimulatorOrders)
        .where(
          and(
            or(
              eq(bankIdSimulatorOrders.personalNumber, personalNumber),
              isNull(bankIdSimulatorOrders.personalNumber),
            ),
            eq(bankIdSimulatorOrders.status, 'pending'),
          ),
        )
        .orderBy(sql`${bankIdSimulatorOrders.createdAt} desc`);
      const fresh = (await Promise.all(rows.map(refresh))).filter((row) => row.status === 'pending');
      return fresh.find((row) => row.personalNumber === personalNumber) ?? fresh[0];
    },

    /** The QR payload a phone would read off the relying party's screen right now. */
    qrPayload(order: SimulatorOrder): string {
      return bankIdQrData(order.qrStartToken, order.qrStartSecret, secondsSince(order.createdAt, now()));
    },

    /** The app opened the order (QR scanned or autostart): outstandingTransaction → started. */
    async open(orderRef: string): Promise<SimulatorOrder | undefined> {
      const order = await current(orderRef);
      if (order?.status !== 'pending') return order;
      if (order.hintCode !== 'outstandingTransaction' && order.hintCode !== 'noClient') return order;
      return transition(order, { hintCode: 'started' });
    },

    /**
     * The user signs with their security code. An order bound to a personal number can only be
     * completed by that person; an unbound one by whoever the tester names.
     */
    async approve(orderRef: string, personalNumber: string | undefined): Promise<SimulatorOrder> {
      const order = await current(orderRef);
      if (order?.status !== 'pending') throw notFound();
      const signer = personalNumber || order.personalNumber;
      if (!isPersonalNumber(signer)) throw invalid('Incorrect personalNumber');
      if (order.personalNumber && order.personalNumber !== signer) {
        throw invalid('The order is bound to another personal number');
      }
      const updated = await transition(order, { status: 'complete', completedPersonalNumber: signer });
      if (updated?.status !== 'complete') throw notFound();
      return updated;
    },

    /** The user cancels in the app (userCancel), or the app fails (certificateErr, startFailed). */
    async fail(orderRef: string, hintCode: TesterFailure): Promise<SimulatorOrder> {
      const order = await current(orderRef);
      if (order?.status !== 'pending') throw notFound();
      const updated = await transition(order, { status: 'failed', hintCode });
      if (!updated) throw notFound();
      return updated;
    },
  };
}

export type BankIdSimulator = ReturnType<typeof createBankIdSimulator>;
