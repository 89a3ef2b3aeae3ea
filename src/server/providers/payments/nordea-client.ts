import { type HttpTransport, parseJson, type TransportResponse } from './http-transport';
import {
  NORDEA_PAYMENTS_PATH,
  type NordeaConfirmResponse,
  type NordeaEnvelope,
  type NordeaErrorEnvelope,
  type NordeaInitiateBody,
  type NordeaPayment,
} from './nordea-api';
import {
  assertStartInput,
  attemptHex,
  decimalToMinor,
  minorToDecimal,
  PaymentCallbackError,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentState,
  type PaymentStatus,
  type StartPaymentInput,
} from './payment-provider';

export interface NordeaClientOptions {
  transport: HttpTransport;
  clientId: string;
  clientSecret: string;
  /** The OAuth access token the API calls carry (NORDEA_ACCESS_TOKEN). */
  accessToken: string;
  creditorAccount: string;
  creditorName: string;
  /** The simulator in this app answers URLs of its own host; the browser wants a path on the portal's. */
  pathOnlySigningUrl?: boolean;
}

const STATES: Record<string, PaymentState> = {
  PendingConfirmation: 'pending',
  PendingUserApproval: 'pending',
  Confirmed: 'pending',
  Paid: 'paid',
  Rejected: 'declined',
  InsufficientFunds: 'declined',
  UserApprovalCancelled: 'cancelled',
  Cancelled: 'cancelled',
  UserApprovalTimeout: 'error',
};

export function normaliseNordeaStatus(payment: NordeaPayment): PaymentStatus {
  const state = STATES[payment.payment_status] ?? 'error';
  return {
    state,
    providerStatus: payment.payment_status,
    ...(state === 'declined' || state === 'error' ? { errorCode: payment.payment_status } : {}),
    amountMinor: decimalToMinor(payment.amount),
    currency: payment.currency,
    ...(payment.payment_date ? { paidAt: payment.payment_date } : {}),
  };
}

function nordeaError(response: TransportResponse): PaymentProviderError {
  const body = parseJson(response.body) as Partial<NordeaErrorEnvelope> | undefined;
  const failure = body?.error?.failures?.[0];
  return new PaymentProviderError(
    'bank',
    response.status,
    failure?.code,
    failure?.description ?? `HTTP ${response.status}`,
  );
}

/** Bank payment through Nordea-style payment initiation, behind the PaymentProvider interface. */
export function createNordeaProvider(options: NordeaClientOptions) {
  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) {
    try {
      return await options.transport({
        method,
        path,
        headers: {
          'x-ibm-client-id': options.clientId,
          'x-ibm-client-secret': options.clientSecret,
          authorization: `Bearer ${options.accessToken}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
    } catch (error) {
      throw new PaymentProviderError('bank', 0, undefined, (error as Error).message);
    }
  }

  async function initiate(body: NordeaInitiateBody): Promise<NordeaPayment> {
    const response = await call('POST', NORDEA_PAYMENTS_PATH, body);
    if (response.status !== 201 && response.status !== 200) throw nordeaError(response);
    return (parseJson(response.body) as NordeaEnvelope<NordeaPayment>).response;
  }

  async function confirm(paymentId: string, redirectUrl: string): Promise<NordeaConfirmResponse> {
    const response = await call('PUT', `${NORDEA_PAYMENTS_PATH}/confirm`, {
      payments_ids: [paymentId],
      redirect_url: redirectUrl,
    });
    if (response.status !== 201 && response.status !== 200) throw nordeaError(response);
    return (parseJson(response.body) as NordeaEnvelope<NordeaConfirmResponse>).response;
  }

  const checkId = (id: string) => {
    if (!/^[\w-]{1,64}$/.test(id)) throw new PaymentProviderError('bank', 404, undefined, 'No such payment');
  };

  async function getPayment(paymentId: string): Promise<NordeaPayment> {
    checkId(paymentId);
    const response = await call('GET', `${NORDEA_PAYMENTS_PATH}/${paymentId}`);
    if (response.status !== 200) throw nordeaError(response);
    return (parseJson(response.body) as NordeaEnvelope<NordeaPayment>).response;
  }

  async function deletePayment(paymentId: string): Promise<NordeaPayment> {
    checkId(paymentId);
    const response = await call('DELETE', `${NORDEA_PAYMENTS_PATH}/${paymentId}`);
    if (response.status !== 200) throw nordeaError(response);
    return (parseJson(response.body) as NordeaEnvelope<NordeaPayment>).response;
  }

  const browserUrl = (href: string) => {
    if (!options.pathOnlySigningUrl) return href;
    const url = new URL(href);
    return `${url.pathname}${url.search}`;
  };

  const provider: PaymentProvider = {
    method: 'bank',

    async start(input: StartPaymentInput) {
      assertStartInput('bank', input);
      const payment = await initiate({
        amount: minorToDecimal(input.amountMinor),
        currency: input.currency,
        creditor: {
          account: { value: options.creditorAccount, type: 'IBAN', currency: input.currency },
          name: options.creditorName,
          message: input.reference,
        },
        external_id: attemptHex(input.attemptId),
      });
      const status = normaliseNordeaStatus(payment);
      // A retried start of a payment the payer already finished: nothing left to sign.
      if (
        payment.payment_status !== 'PendingConfirmation' &&
        payment.payment_status !== 'PendingUserApproval'
      ) {
        return {
          method: 'bank',
          providerPaymentId: payment._id,
          status,
          browser: { kind: 'redirect', url: input.returnUrl },
        };
      }
      const confirmed = await confirm(payment._id, input.returnUrl);
      const signing = confirmed._links.find((link) => link.rel === 'signing');
      if (!signing)
        throw new PaymentProviderError('bank', 502, undefined, 'The confirm answer has no signing link');
      return {
        method: 'bank',
        providerPaymentId: payment._id,
        status: { ...status, providerStatus: confirmed.payments[0]?.payment_status ?? status.providerStatus },
        browser: { kind: 'redirect', url: browserUrl(signing.href) },
      };
    },

    async status(paymentId) {
      return normaliseNordeaStatus(await getPayment(paymentId));
    },

    async cancel(paymentId) {
      return normaliseNordeaStatus(await deletePayment(paymentId));
    },

    async verifyCallback() {
      throw new PaymentCallbackError('unsupported', 'bank payments have no callback: poll status');
    },
  };

  return { provider, initiate, confirm, getPayment, deletePayment };
}
