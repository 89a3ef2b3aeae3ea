import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type PurchaseNotificationReceived,
  purchaseNotificationContract,
} from '../../../shared/validation/purchase-notification';
import { formSubmissions, residenceObjects, residenceStages } from '../../db/schema';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { requireSiteContext } from '../../plugins/site-context';
import { findPublishedPage } from '../content/pages-repository';

// POST /api/forms/purchase (issue 35 item 4): a buyer notifies the purchase of one home. The home
// must be one of the site's: its project a stage of the site, its number one of that stage's homes.
// One notification per person and home: the home's row is locked while the earlier one is looked
// for, so a double click or a resend answers the first notification (200) instead of a second row.

const invalid = (path: 'pagePath' | 'stageId' | 'objectNumber', why: string) =>
  new HttpError('VALIDATION_FAILED', why, [{ path, message: 'invalidInput' }]);

export function registerPurchaseNotificationRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  addEndpoint(app, purchaseNotificationContract, async (request, reply) => {
    const { pagePath, ...values } = request.body;
    const { site } = requireSiteContext(request);
    const page = await findPublishedPage(db, site.key, pagePath);
    if (page?.template !== 'purchase-notification')
      throw invalid('pagePath', 'The form was not sent from the purchase notification page of this site.');

    const outcome = await db.transaction(async (tx) => {
      const [stage] = await tx
        .select({ id: residenceStages.id, name: residenceStages.name })
        .from(residenceStages)
        .where(and(eq(residenceStages.id, values.stageId), eq(residenceStages.siteId, site.siteId)))
        .limit(1);
      if (!stage) throw invalid('stageId', 'No such project on this site.');
      const [home] = await tx
        .select({ id: residenceObjects.id, objectNumber: residenceObjects.objectNumber })
        .from(residenceObjects)
        .where(
          and(
            eq(residenceObjects.stageId, stage.id),
            sql`lower(${residenceObjects.objectNumber}) = lower(${values.objectNumber})`,
          ),
        )
        .limit(1)
        .for('update');
      if (!home) throw invalid('objectNumber', 'No home with this number in the project.');

      const email = values.email.toLowerCase();
      const [earlier] = await tx
        .select({ id: formSubmissions.id, createdAt: formSubmissions.createdAt })
        .from(formSubmissions)
        .where(
          and(
            eq(formSubmissions.siteKey, site.key),
            eq(formSubmissions.form, 'purchase'),
            sql`lower(${formSubmissions.email}) = ${email}`,
            sql`${formSubmissions.payload}->>'objectId' = ${home.id}`,
          ),
        )
        .limit(1);
      const received = (row: { id: string; createdAt: Date }): PurchaseNotificationReceived => ({
        id: row.id,
        form: 'purchase',
        receivedAt: row.createdAt.toISOString(),
        stageName: stage.name,
        objectNumber: home.objectNumber,
      });
      if (earlier) return { status: 200 as const, body: received(earlier) };
      const [stored] = await tx
        .insert(formSubmissions)
        .values({
          siteKey: site.key,
          form: 'purchase',
          pagePath,
          email: values.email,
          payload: { ...values, objectNumber: home.objectNumber, objectId: home.id, stageName: stage.name },
        })
        .returning({ id: formSubmissions.id, createdAt: formSubmissions.createdAt });
      if (!stored) throw new Error('The purchase notification was not stored');
      return { status: 201 as const, body: received(stored) };
    });
    return reply.status(outcome.status).send(outcome.body);
  });
}
