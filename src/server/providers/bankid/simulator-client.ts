import type { FastifyInstance } from 'fastify';
import {
  BANKID_API_PATH,
  BankIdApiError,
  type BankIdAuthRequest,
  type BankIdClient,
  type BankIdCollectResponse,
  type BankIdOrderResponse,
  type BankIdSignRequest,
} from './bankid-api';
import { SIMULATOR_BASE } from './tester-page';

/**
 * A BankIdClient that speaks the RP API to the simulator mounted in the same app, through
 * Fastify's request injection: the same JSON in and out as over HTTPS, without a port.
 */
export function createSimulatorClient(app: FastifyInstance): BankIdClient {
  async function call<T>(method: 'auth' | 'sign' | 'collect' | 'cancel', payload: object): Promise<T> {
    const response = await app.inject({
      method: 'POST',
      url: `${SIMULATOR_BASE}${BANKID_API_PATH}/${method}`,
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    const answer = response.body ? JSON.parse(response.body) : {};
    if (response.statusCode >= 300) {
      throw new BankIdApiError(
        response.statusCode,
        answer.errorCode,
        answer.details ?? `HTTP ${response.statusCode}`,
      );
    }
    return answer as T;
  }
  return {
    auth: (request: BankIdAuthRequest) => call<BankIdOrderResponse>('auth', request),
    sign: (request: BankIdSignRequest) => call<BankIdOrderResponse>('sign', request),
    collect: (orderRef: string) => call<BankIdCollectResponse>('collect', { orderRef }),
    cancel: async (orderRef: string) => {
      await call<object>('cancel', { orderRef });
    },
  };
}
