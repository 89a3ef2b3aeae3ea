import type { FastifyInstance } from 'fastify';
import { notificationsContract, pauseNotificationContract } from '../../../shared/account/account-contracts';
import { SITES } from '../../../shared/sites/sites';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { loginOf } from '../../plugins/auth/access';
import { activeNotifications, pauseNotification } from './notification-repository';

// The header's notification menu (platform §6, §7): the user's own, unpaused notifications of
// one site, newest first. Board members have no bell (platform §2): their board login (a token
// for an association) is refused by the contracts' `private` access.

const siteKeyByNotificationKey = new Map<string, string>(
  Object.values(SITES).map((site) => [site.notificationSiteKey, site.key]),
);

export async function registerNotificationRoutes(app: FastifyInstance): Promise<void> {
  addEndpoint(app, notificationsContract, async (request) => {
    const siteKey = siteKeyByNotificationKey.get(request.params.siteKey);
    if (!siteKey) return [];
    return activeNotifications(app.database.db, loginOf(request).userId, siteKey);
  });

  addEndpoint(app, pauseNotificationContract, async (request, reply) => {
    const paused = await pauseNotification(app.database.db, loginOf(request).userId, request.params.id);
    // Another user's notification is answered exactly like a missing one.
    if (!paused) throw new HttpError('NOT_FOUND', 'No such notification.');
    return reply.status(204).send();
  });
}
