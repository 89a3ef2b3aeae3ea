import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import {
  BANKID_API_PATH,
  BankIdApiError,
  type BankIdAuthRequest,
  type BankIdClient,
  type BankIdCollectResponse,
  type BankIdErrorCode,
  type BankIdOrderResponse,
  type BankIdSignRequest,
} from './bankid-api';

export interface BankIdHttpsConfig {
  /** e.g. https://appapi2.bankid.com (the /rp/v6.0 path is added here). */
  apiUrl: string;
  /** A PKCS#12 file (.p12/.pfx) or a PEM certificate; with PEM, clientKeyPath holds the key. */
  clientCertPath?: string;
  clientKeyPath?: string;
  /** The BankID server CA (PEM): the API's certificate is checked against it alone. */
  caCertPath?: string;
  /** Passphrase of the PKCS#12 file, if it has one. */
  passphrase?: string;
  timeoutMs?: number;
}

function tlsOptions(config: BankIdHttpsConfig) {
  const ca = config.caCertPath ? readFileSync(config.caCertPath) : undefined;
  if (!config.clientCertPath) return { ca };
  const cert = readFileSync(config.clientCertPath);
  if (/\.(p12|pfx)$/i.test(config.clientCertPath)) return { ca, pfx: cert, passphrase: config.passphrase };
  const key = config.clientKeyPath ? readFileSync(config.clientKeyPath) : undefined;
  return { ca, cert, key, passphrase: config.passphrase };
}

/** The RP API over mutual TLS: the client certificate identifies the relying party. */
export function createBankIdHttpsClient(config: BankIdHttpsConfig): BankIdClient {
  const agent = new Agent({ ...tlsOptions(config), keepAlive: true });
  const base = new URL(`${config.apiUrl.replace(/\/$/, '')}${BANKID_API_PATH}/`);
  const timeoutMs = config.timeoutMs ?? 10_000;

  function call<T>(method: 'auth' | 'sign' | 'collect' | 'cancel', body: object): Promise<T> {
    const url = new URL(method, base);
    const payload = JSON.stringify(body);
    return new Promise<T>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          timeout: timeoutMs,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString('utf8');
            const parsed = parseJson(text);
            if (status >= 200 && status < 300) {
              resolve((parsed ?? {}) as T);
              return;
            }
            const answer = (parsed ?? {}) as { errorCode?: BankIdErrorCode; details?: string };
            reject(new BankIdApiError(status, answer.errorCode, answer.details ?? `HTTP ${status}`));
          });
          res.on('error', (error) => reject(new BankIdApiError(0, undefined, error.message)));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (error) => reject(new BankIdApiError(0, undefined, error.message)));
      req.end(payload);
    });
  }

  return {
    auth: (body: BankIdAuthRequest) => call<BankIdOrderResponse>('auth', body),
    sign: (body: BankIdSignRequest) => call<BankIdOrderResponse>('sign', body),
    collect: (orderRef: string) => call<BankIdCollectResponse>('collect', { orderRef }),
    cancel: async (orderRef: string) => {
      await call<object>('cancel', { orderRef });
    },
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
