import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Notification } from '../../../shared/account/account-schemas';
import { SITES } from '../../../shared/sites/sites';
import { notifications } from '../../db/schema';
import { HttpError } from '../../http-error';
import { requireLogin } from '../account/auth-guard';

// The header's notification menu (platform §6, §7): the user's own, unpaused notifications of
// one site, newest first. A board login (token for an association) sees none.

const NOTIFICATION_SITE_KEYS = Object.values(SITES).map((site) => site.notificationSiteKey);
const siteKeyByNotificationKey = new Map<string, string>(
  Object.values(SITES).map((site) => [site.notificationSiteKey, site.key]),
);

export async function registerNotificationRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/notifications/:siteKey',
    { schema: { params: z.object({ siteKey: z.enum(NOTIFICATION_SITE_KEYS as [string, ...string[]]) }) } },
    async (request): Promise<Notification[]> => {
      const claims = await requireLogin(app, request);
      if (claims.associationId) return [];
      const siteKey = siteKeyByNotificationKey.get(request.params.siteKey);
      if (!siteKey) return [];
      const rows = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, claims.userId),
            eq(notifications.siteKey, siteKey),
            isNull(notifications.pausedAt),
          ),
        )
        .orderBy(desc(notifications.createdOn), desc(notifications.id));
      return rows.map((row) => ({
        id: row.id,
        notificationType: row.notificationType,
        name: row.name,
        createdOn: row.createdOn.toISOString(),
        targetId: row.targetId,
      }));
    },
  );

  app.get(
    '/notifications/pause/:id',
    // platform §7 makes this a GET; the same-origin guard treats it as the change it is.
    { schema: { params: z.object({ id: z.string().uuid() }) }, config: { stateChanging: true } },
    async (request, reply) => {
      const claims = await requireLogin(app, request);
      const paused = await db
        .update(notifications)
        .set({ pausedAt: new Date() })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, claims.userId)))
        .returning({ id: notifications.id });
      // Another user's notification is answered exactly like a missing one.
      if (paused.length === 0) throw new HttpError(404, 'NOT_FOUND', 'No such notification.');
      return reply.status(204).send();
    },
  );
}
