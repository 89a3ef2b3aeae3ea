import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatMinorUnits } from '../../../shared/booking/booking-money';
import { siteOrigin } from '../../../shared/sites/hosts';
import { routeFor } from '../../../shared/sites/routes';
import { documents } from '../../db/schema';
import { requireSiteContext } from '../../plugins/site-context';
import { sendMailLater } from '../mail/mail-queue';
import { renderMail } from '../mail/templates/render-mail';
import { siteOfBooking } from './booking-access';
import { buyerOf } from './booking-answers-repository';
import { bookingFileStorage } from './booking-file-storage';
import { type BookingRow, findBookableObject } from './booking-repository';

// The confirmation mail of a completed booking (issue 14 item 7): in the language of the site the
// home was booked on, with the signed booking agreement attached when the signing service stored
// one (documents: kind booking-agreement, status done). Sent after the answer; a failure is logged
// by the mail queue without personal data and does not undo the booking.

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export function mailBookingConfirmation(
  app: FastifyInstance,
  request: FastifyRequest,
  booking: BookingRow,
): void {
  const context = requireSiteContext(request);
  const site = siteOfBooking(booking);
  const port = context.environment === 'local' && context.port !== 80 ? context.port : undefined;
  const myPages = routeFor(site.key, 'myPages');
  const link = myPages ? `${siteOrigin(site.key, context.environment, port)}${myPages}` : undefined;
  sendMailLater(app, async () => {
    const db = app.database.db;
    const [buyer, object] = await Promise.all([
      buyerOf(db, booking.buyerUserId),
      findBookableObject(db, booking.objectId),
    ]);
    if (!buyer?.email || !object) return undefined;
    const [agreement] = await db
      .select({ storageKey: documents.storageKey, title: documents.title })
      .from(documents)
      .where(
        and(
          eq(documents.bookingId, booking.id),
          eq(documents.kind, 'booking-agreement'),
          eq(documents.status, 'done'),
        ),
      )
      .orderBy(desc(documents.signedAt))
      .limit(1);
    const stream = agreement ? await bookingFileStorage(app).read(agreement.storageKey) : undefined;
    const pdf = stream ? await readAll(stream) : undefined;
    const coBuyer = [booking.coBuyerFirstName, booking.coBuyerLastName].filter(Boolean).join(' ');
    const mail = renderMail('booking-confirmation', site.locale, {
      brand: site.brand.name,
      firstName: buyer.firstName,
      home: `${object.stageName} ${object.objectNumber}`,
      price: formatMinorUnits(booking.price, site.locale),
      bookingFee: formatMinorUnits(booking.bookingFee, site.locale),
      ...(coBuyer ? { coBuyer } : {}),
      attached: pdf !== undefined,
      ...(link ? { link } : {}),
    });
    return {
      to: buyer.email,
      ...mail,
      ...(pdf
        ? {
            attachments: [
              {
                filename: `${(agreement?.title ?? 'booking-agreement').replace(/[^\p{L}\p{N} _-]/gu, '')}.pdf`,
                content: pdf,
                contentType: 'application/pdf',
              },
            ],
          }
        : {}),
    };
  });
}
