import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { BANKID_COLLECT_MIN_INTERVAL_MS } from '../../../shared/account/identity-constants';
import type { SigningResult } from '../../../shared/signing/signing-contracts';
import { HttpError } from '../../http-error';
import {
  BankIdApiError,
  type BankIdCollectResponse,
  toUserVisibleData,
} from '../../providers/bankid/bankid-api';
import { bankIdQrData, secondsSince } from '../../providers/bankid/qr-data';
import { SIMULATOR_BASE } from '../../providers/bankid/tester-page';
import { bankIdServicesOf } from '../bankid/bankid-module';
import { claimCollect, updatePendingHint } from '../bankid/bankid-sessions';
import { completeSigning } from './signature-completion';
import type { SignerRole } from './signature-repository';
import { expectedSigner } from './signer-identity';
import { findDocument } from './signing-repository';
import { visibleTextOf } from './signing-service';
import {
  findSigningSession,
  finishSigningSession,
  insertSigningSession,
  pendingBankIdSigningIds,
  reloadSession,
  type SigningSession,
  signingOf,
} from './signing-sessions';
import { returnPathWith, type SigningCaller, signableDocument } from './signing-start';

// Signing in Sweden: a BankID RP v6 sign order. userVisibleData is simpleMarkdownV1 text of what
// is signed; userNonVisibleData the PDF's SHA-256, which BankID puts into the signature it
// returns (bankIdSignedData/usrNonVisibleData), so completion checks the person signed exactly
// this document's hash, and that the person is the signer the order was for: the buyer, or the
// co-buyer by the personal number given for them.

/** A sign order lives 3 minutes at BankID; the session a little longer. */
const SESSION_LIFETIME_MS = 190_000;
const SIMULATOR_ENVIRONMENTS = ['local', 'dev', 'test'];

function services(app: FastifyInstance, environment: string) {
  if (!app.config.bankId && !app.config.simulators)
    throw new HttpError('SERVICE_UNAVAILABLE', 'BankID is not configured on this server');
  const bankId = bankIdServicesOf(app);
  // The simulator approves whoever a tester names: never a signature on preprod or prod hosts.
  if (bankId.simulator && !SIMULATOR_ENVIRONMENTS.includes(environment))
    throw new HttpError('SERVICE_UNAVAILABLE', 'BankID is not configured on this server');
  return bankId;
}

/** The hash carried in a BankID signature's usrNonVisibleData (base64 of the hex SHA-256). */
export function signedNonVisibleData(signatureBase64: string): string | null {
  const xml = Buffer.from(signatureBase64, 'base64').toString('utf8');
  const match = /<usrNonVisibleData>([A-Za-z0-9+/=]+)<\/usrNonVisibleData>/.exec(xml);
  return match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : null;
}

export async function startBankIdSigning(
  app: FastifyInstance,
  caller: SigningCaller,
  input: { documentId: string; returnUrl: string; signer?: SignerRole },
  log: FastifyBaseLogger,
) {
  const bankId = services(app, caller.environment);
  const { document, signer } = await signableDocument(
    app,
    caller,
    input.documentId,
    'bank_id',
    input.signer ?? 'buyer',
  );
  // A new try while an earlier order of this person is pending (a second tab, a retry): BankID
  // would stop both with alreadyInProgress. Its RP guidelines say to cancel the earlier one first.
  for (const pending of await pendingBankIdSigningIds(app.database.db, caller.userId, bankId.now()))
    await cancelBankIdSigning(app, caller.userId, pending);
  const sessionId = randomUUID();
  const returnPath = returnPathWith(input.returnUrl, { transaction_id: sessionId, type: 'bank_id' });
  let order: Awaited<ReturnType<typeof bankId.client.sign>>;
  try {
    order = await bankId.client.sign({
      endUserIp: caller.endUserIp,
      userVisibleData: toUserVisibleData(await visibleTextOf(app, document)),
      userVisibleDataFormat: 'simpleMarkdownV1',
      userNonVisibleData: toUserVisibleData(document.sha256),
      returnUrl: `${caller.origin}${returnPath}`,
      // The order is bound to the signer's own personal number: nobody else's BankID can sign it.
      ...(signer.personalNumber ? { requirement: { personalNumber: signer.personalNumber } } : {}),
    });
  } catch (error) {
    if (error instanceof BankIdApiError && error.errorCode === 'alreadyInProgress')
      throw new HttpError('ALREADY_IN_PROGRESS', 'A BankID order was already in progress; both are stopped.');
    log.warn({ errorCode: (error as BankIdApiError).errorCode }, 'BankID sign failed');
    throw new HttpError('SERVICE_UNAVAILABLE', 'BankID is not available right now');
  }
  const now = bankId.now();
  await insertSigningSession(app.database.db, {
    id: sessionId,
    provider: 'bank_id',
    siteKey: caller.siteKey,
    environment: caller.environment,
    returnUrl: returnPath,
    signing: { documentId: document.id, userId: caller.userId, sha256: document.sha256, signer: signer.role },
    order,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return {
    sessionId,
    autoStartToken: order.autoStartToken,
    autoStartUrl: bankId.simulator
      ? `${SIMULATOR_BASE}/autostart?token=${order.autoStartToken}`
      : `bankid:///?autostarttoken=${order.autoStartToken}&redirect=null`,
    qrData: bankIdQrData(order.qrStartToken, order.qrStartSecret, 0),
  };
}

async function finish(
  app: FastifyInstance,
  session: SigningSession,
  status: 'complete' | 'failed' | 'cancelled',
  result: SigningResult,
): Promise<SigningResult> {
  if (await finishSigningSession(app.database.db, session, status, result, true)) return result;
  // Another poll (or a cancel) finished it first: its answer stands.
  const again = await reloadSession(app.database.db, session.id);
  return (again && signingOf(again)?.result) || { status: 'Error' };
}

async function onComplete(
  app: FastifyInstance,
  session: SigningSession,
  collected: Extract<BankIdCollectResponse, { status: 'complete' }>,
  now: Date,
): Promise<SigningResult> {
  const binding = signingOf(session);
  const document = binding ? await findDocument(app.database.db, binding.documentId) : undefined;
  const role = binding?.signer ?? 'buyer';
  const signer = document ? await expectedSigner(app.database.db, document, role) : undefined;
  if (!binding || !document || !signer) return finish(app, session, 'failed', { status: 'Error' });
  const { user } = collected.completionData;
  if (!signer.personalNumber || user.personalNumber !== signer.personalNumber)
    return finish(app, session, 'failed', { status: 'Error', reason: 'WRONG_PERSON' });
  const signedSha256 = signedNonVisibleData(collected.completionData.signature) ?? '';
  const result = await completeSigning(app, {
    document,
    signer: role,
    signedSha256: signedSha256 === binding.sha256 ? signedSha256 : '',
    signerName: user.name,
    provider: 'bank_id',
    signature: collected.completionData.signature,
    signedAt: now,
  });
  return finish(app, session, result.status === 'Complete' ? 'complete' : 'failed', result);
}

export async function bankIdSigningStatus(
  app: FastifyInstance,
  userId: string,
  sessionId: string,
  log: FastifyBaseLogger,
): Promise<SigningResult> {
  const db = app.database.db;
  const bankId = bankIdServicesOf(app);
  const session = await findSigningSession(db, sessionId, userId, 'bank_id');
  if (!session) throw new HttpError('NOT_FOUND', 'No such signing.');
  if (session.status !== 'pending') return signingOf(session)?.result ?? { status: 'Error' };
  const now = bankId.now();
  const pending = (hintCode: string | null): SigningResult => {
    const qrData =
      session.qrStartToken && session.qrStartSecret
        ? bankIdQrData(session.qrStartToken, session.qrStartSecret, secondsSince(session.createdAt, now))
        : undefined;
    return { status: 'Pending', hintCode: hintCode ?? 'outstandingTransaction', qrData };
  };
  if (now.getTime() >= session.expiresAt.getTime())
    return finish(app, session, 'failed', { status: 'Error', hintCode: 'expiredTransaction' });
  const claimed = await claimCollect(db, session.id, now, BANKID_COLLECT_MIN_INTERVAL_MS);
  if (!claimed) return pending(session.hintCode);
  let collected: BankIdCollectResponse;
  try {
    collected = await bankId.client.collect(session.orderRef ?? '');
  } catch (error) {
    if (
      error instanceof BankIdApiError &&
      (error.errorCode === 'invalidParameters' || error.errorCode === 'notFound')
    )
      return finish(app, session, 'failed', { status: 'Error', hintCode: 'notFound' });
    log.warn({ errorCode: (error as BankIdApiError).errorCode }, 'BankID collect failed');
    return pending(session.hintCode);
  }
  if (collected.status === 'complete') return onComplete(app, session, collected, now);
  if (collected.status === 'failed') {
    const cancelled = collected.hintCode === 'userCancel' || collected.hintCode === 'cancelled';
    return finish(
      app,
      session,
      cancelled ? 'cancelled' : 'failed',
      cancelled
        ? { status: 'Cancelled', hintCode: collected.hintCode }
        : { status: 'Error', hintCode: collected.hintCode },
    );
  }
  if (collected.hintCode !== session.hintCode) await updatePendingHint(db, session.id, collected.hintCode);
  return pending(collected.hintCode);
}

export async function cancelBankIdSigning(
  app: FastifyInstance,
  userId: string,
  sessionId: string,
): Promise<SigningResult> {
  const db = app.database.db;
  const session = await findSigningSession(db, sessionId, userId, 'bank_id');
  if (!session) throw new HttpError('NOT_FOUND', 'No such signing.');
  if (session.status !== 'pending') return signingOf(session)?.result ?? { status: 'Cancelled' };
  const result: SigningResult = { status: 'Cancelled', hintCode: 'cancelled' };
  if ((await finishSigningSession(db, session, 'cancelled', result, true)) && session.orderRef) {
    // The order may already be gone at BankID (expired or finished): nothing left to stop.
    await bankIdServicesOf(app)
      .client.cancel(session.orderRef)
      .catch(() => undefined);
  }
  return result;
}
