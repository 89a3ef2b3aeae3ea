import type { FastifyInstance } from 'fastify';
import { healthContract } from '../../../shared/system/system-contracts';
import type { SchemaState } from '../../db/schema-check';
import { addEndpoint } from '../../http/add-endpoint';
import { undeliverableMail } from '../mail/mail-queue';

/** A load balancer waits about a second; the check answers before that, whatever the database does. */
export const HEALTH_CHECK_TIMEOUT_MS = 900;

class HealthTimeout extends Error {}

function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HealthTimeout('health check timed out')), HEALTH_CHECK_TIMEOUT_MS);
  });
  // The abandoned query still ends on the pool's own statement timeout.
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

// A load balancer takes an instance out when its database is unreachable, stalled, or lacks
// the schema this build needs (a dropped schema, a migration not yet applied).
export async function registerHealthModule(app: FastifyInstance): Promise<void> {
  addEndpoint(app, healthContract, async (request, reply) => {
    const databaseKind = app.database.kind;
    if (app.drain.active)
      return reply
        .status(503)
        .send({ status: 'unavailable', database: 'up', schema: 'unknown', databaseKind, draining: true });
    // Asked beside the schema check, under the same deadline; not a reason to take the instance out.
    const undeliverable = withinDeadline(undeliverableMail(app)).catch(() => undefined);
    let state: SchemaState;
    try {
      state = await withinDeadline(app.database.checkSchema());
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .send({ status: 'unavailable', database: 'down', schema: 'unknown', databaseKind });
    }
    if (!state.current) {
      request.log.warn({ missingTables: state.missingTables }, 'health check: schema is not current');
      return reply
        .status(503)
        .send({ status: 'unavailable', database: 'up', schema: 'outdated', databaseKind });
    }
    const mail = await undeliverable;
    return {
      status: 'ok' as const,
      database: 'up' as const,
      schema: 'current' as const,
      databaseKind,
      ...(mail ? { undeliverableMail: mail.count } : {}),
    };
  });
}
