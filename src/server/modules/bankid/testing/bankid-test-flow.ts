import { eq } from 'drizzle-orm';
import type { App } from '../../../app';
import type { Database } from '../../../db/client';
import { identitySessions } from '../../../db/schema';

// Test support: a browser's BankID calls through app.inject, keeping the binding cookie the
// start set, and the user's approval in the mounted simulator's tester page.

export const BINDING = 'bankid_session';

export interface StartedBankId {
  sessionId: string;
  /** The binding cookie's value, as the starting browser keeps it. */
  binding: string;
  statusCode: number;
}

export async function startBankId(
  app: App,
  options: { body?: Record<string, unknown>; binding?: string } = {},
): Promise<StartedBankId> {
  const response = await app.inject({
    method: 'POST',
    url: '/account_service/login/bank_id/start',
    headers: { host: 'localhost' },
    cookies: options.binding ? { [BINDING]: options.binding } : {},
    payload: { returnUrl: '/mina-sidor/', environment: 'local', ...options.body },
  });
  const binding = response.cookies.find((cookie) => cookie.name === BINDING)?.value ?? '';
  const sessionId = response.statusCode === 200 ? (response.json().sessionId as string) : '';
  return { sessionId, binding, statusCode: response.statusCode };
}

export function bankIdCall(
  app: App,
  action: 'status' | 'cancel',
  sessionId: string,
  binding: string | undefined,
) {
  return app.inject({
    method: action === 'status' ? 'GET' : 'POST',
    url: `/account_service/login/bank_id/${action}/${sessionId}`,
    headers: { host: 'localhost' },
    cookies: binding ? { [BINDING]: binding } : {},
  });
}

/** Plays the user: opens the session's order in the simulator's tester page and approves it. */
export async function approveInSimulator(
  app: App,
  db: Database,
  sessionId: string,
  personalNumber: string,
): Promise<void> {
  const [session] = await db.select().from(identitySessions).where(eq(identitySessions.id, sessionId));
  if (!session?.orderRef) throw new Error('no order for that session');
  await app.inject({
    method: 'GET',
    url: `/bankid-simulator/orders/${session.orderRef}`,
    headers: { host: 'localhost' },
  });
  const response = await app.inject({
    method: 'POST',
    url: `/bankid-simulator/orders/${session.orderRef}/approve`,
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: `personalNumber=${personalNumber}`,
  });
  if (response.statusCode !== 303) throw new Error(`approve answered ${response.statusCode}`);
}
