import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../../../shared/sites/hosts';
import { sendMailLater } from '../mail/mail-queue';
import { renderMail } from '../mail/templates/render-mail';
import type { JobLinks } from '../saved-searches/saved-search-job';
import { siteOfBooking } from './booking-access';
import { buyerOf } from './booking-answers-repository';
import { type BookingRow, findBookableObject } from './booking-repository';

// The mail to the buyer of a signed booking that lapsed unpaid (issue 32 item 3): in the language
// of the site the home was booked on, with a link to the home's page to book it again.

export function mailBookingLapsed(app: FastifyInstance, booking: BookingRow, links: JobLinks): void {
  const site = siteOfBooking(booking);
  sendMailLater(app, async () => {
    const db = app.database.db;
    const [buyer, object] = await Promise.all([
      buyerOf(db, booking.buyerUserId),
      findBookableObject(db, booking.objectId),
    ]);
    if (!buyer?.email || !object) return undefined;
    const origin = siteOrigin(site.key, links.environment, links.port);
    const mail = renderMail('booking-lapsed', site.locale, {
      brand: site.brand.name,
      firstName: buyer.firstName,
      home: `${object.stageName} ${object.objectNumber}`,
      link: `${origin}${object.objectPath || '/'}`,
    });
    return { to: buyer.email, ...mail };
  });
}
