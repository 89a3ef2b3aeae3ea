import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { minimumDownPayment } from '../../../shared/booking/booking-answers';
import { formatMinorUnits } from '../../../shared/booking/booking-money';
import {
  answerContract,
  answersContract,
  BUY_RESIDENCE_COOKIE,
  bookingCookieContract,
  bookingDocumentPdfContract,
  bookingDocumentsContract,
  interiorOptionsContract,
  removeBookingCookieContract,
  setBookingCookieContract,
} from '../../../shared/booking/booking-step-contracts';
import { ACTIVE_BOOKING_STATUSES, type BookingStep, FLOW_STEPS } from '../../../shared/booking/booking-steps';
import { COOKIES, maxAgeSeconds } from '../../../shared/consent/cookie-table';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { loginOf } from '../../plugins/auth/access';
import { bookingNotFound, bookingSiteIdOf, ownBooking, siteOfBooking } from './booking-access';
import { checkAnswer, interiorTotalOf } from './booking-answer-rules';
import {
  bookingOwnDocuments,
  buyerOf,
  interiorOptionsOf,
  projectOf,
  saveAnswer,
} from './booking-answers-repository';
import { bookingFileStorage } from './booking-file-storage';
import {
  type BookingRow,
  bookingStateOf,
  findBookableObject,
  findOwnBooking,
  liveBookingOfObject,
} from './booking-repository';
import { assertLive } from './booking-routes';
import { projectDocumentPdf } from './project-document-pdf';
import { projectDocumentParagraphs } from './project-document-texts';

// The answer steps (flows §2.5, §5), the buy-residence cookie that restores the flow after a
// reload (platform §9) and the booking's documents (flows §7.2 getbookingdocuments).

function cookieOptions(request: FastifyRequest) {
  const secure = request.siteContext?.environment !== 'local';
  return { path: '/', sameSite: 'lax' as const, secure, httpOnly: true };
}

function clearBookingCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(BUY_RESIDENCE_COOKIE, cookieOptions(request));
}

const stepNotAllowed = (step: string) =>
  new HttpError('BOOKING_STEP_NOT_ALLOWED', `The booking does not stand on ${step}.`);

export async function registerBookingStepRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  const objectOf = async (booking: BookingRow) => {
    const object = await findBookableObject(db, booking.objectId);
    if (!object) throw bookingNotFound();
    return object;
  };

  addEndpoint(app, answerContract, async (request) => {
    const booking = await ownBooking(db, request, request.body.bookingId);
    assertLive(booking);
    const { step } = request.body;
    const steps = FLOW_STEPS[booking.flow];
    const at = steps.indexOf(step);
    if (booking.status !== 'held' || booking.currentStep !== step || at < 0) throw stepNotAllowed(step);
    const answer = await checkAnswer(db, booking, siteOfBooking(booking).country, request.body);
    const saved = await saveAnswer(db, booking, step, answer, steps[at + 1] as BookingStep, new Date());
    if (!saved) throw stepNotAllowed(step);
    const object = await objectOf(saved);
    return bookingStateOf(saved, object.objectNumber);
  });

  addEndpoint(app, answersContract, async (request) => {
    const booking = await ownBooking(db, request, request.params.id);
    const object = await objectOf(booking);
    const account = await buyerOf(db, booking.buyerUserId);
    const country = siteOfBooking(booking).country;
    const interiorTotal = await interiorTotalOf(db, booking);
    return {
      booking: bookingStateOf(booking, object.objectNumber),
      answers: booking.answers,
      prefill: {
        firstName: account?.firstName ?? '',
        lastName: account?.lastName ?? '',
        email: account?.email ?? '',
        phone: account?.phoneNumber ?? '',
        securityNumber: (country === 'SE' ? account?.securityNumber : account?.nationalId) ?? '',
        address: account?.address ?? '',
        postalCode: account?.postalCode ?? '',
        city: account?.city ?? '',
      },
      country,
      price: booking.price,
      interiorTotal,
      minimumDownPayment: minimumDownPayment(booking.price),
      maximumFinancing: booking.price + interiorTotal,
      objectNumber: object.objectNumber,
      stageName: object.stageName,
      objectPath: object.objectPath,
    };
  });

  addEndpoint(app, interiorOptionsContract, async (request) => {
    const booking = await ownBooking(db, request, request.params.id);
    const rows = await interiorOptionsOf(db, booking.stageId);
    const groups = new Map<string, { groupKey: string; groupName: string; options: typeof rows }>();
    for (const row of rows) {
      const group = groups.get(row.groupKey) ?? {
        groupKey: row.groupKey,
        groupName: row.groupName,
        options: [],
      };
      group.options.push(row);
      groups.set(row.groupKey, group);
    }
    return [...groups.values()].map((group) => ({
      groupKey: group.groupKey,
      groupName: group.groupName,
      options: group.options.map(({ id, name, description, price, isDefault }) => ({
        id,
        name,
        description,
        price,
        isDefault,
      })),
    }));
  });

  addEndpoint(app, bookingCookieContract, async (request, reply) => {
    const id = request.cookies[BUY_RESIDENCE_COOKIE];
    if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    const booking = await findOwnBooking(db, loginOf(request).userId, id, new Date());
    const live = booking && (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status);
    if (!booking || !live || booking.siteId !== bookingSiteIdOf(request)) {
      clearBookingCookie(request, reply);
      return null;
    }
    const object = await objectOf(booking);
    return { bookingId: booking.id, objectId: booking.objectId, objectNumber: object.objectNumber };
  });

  addEndpoint(app, setBookingCookieContract, async (request, reply) => {
    const booking = await liveBookingOfObject(db, loginOf(request).userId, request.params.objectId);
    if (!booking || booking.siteId !== bookingSiteIdOf(request)) throw bookingNotFound();
    const object = await objectOf(booking);
    // Only the booking id: the server reads everything else, authorised, from it.
    reply.setCookie(BUY_RESIDENCE_COOKIE, booking.id, {
      ...cookieOptions(request),
      maxAge: maxAgeSeconds(COOKIES.buyResidence),
    });
    return { bookingId: booking.id, objectId: booking.objectId, objectNumber: object.objectNumber };
  });

  addEndpoint(app, removeBookingCookieContract, async (request, reply) => {
    clearBookingCookie(request, reply);
    return reply.status(204).send();
  });

  addEndpoint(app, bookingDocumentsContract, async (request) => {
    const booking = await ownBooking(db, request, request.params.id);
    const project = await projectOf(db, booking.stageId);
    const base = `/api/buyresidence/getbookingdocuments/${booking.id}`;
    const own = await bookingOwnDocuments(db, booking.id, booking.buyerUserId);
    return [
      ...(project?.documents ?? []).map((document) => ({
        id: document.id,
        kind: document.kind,
        title: document.title,
        url: `${base}/${encodeURIComponent(document.id)}`,
        status: null,
      })),
      ...own.map((document) => ({
        id: document.id,
        kind: document.kind,
        title: document.title,
        url: `${base}/${document.id}`,
        status: document.status,
      })),
    ];
  });

  addEndpoint(app, bookingDocumentPdfContract, async (request, reply) => {
    const booking = await ownBooking(db, request, request.params.id);
    const { documentId } = request.params;
    const project = await projectOf(db, booking.stageId);
    const described = project?.documents.find((document) => document.id === documentId);
    let bytes: Uint8Array | Buffer | undefined;
    let title = described?.title;
    if (described) {
      const object = await objectOf(booking);
      const site = siteOfBooking(booking);
      bytes = await projectDocumentPdf({
        title: described.title,
        kind: described.kind,
        stageName: object.stageName,
        objectNumber: object.objectNumber,
        paragraphs: projectDocumentParagraphs(
          site.locale,
          described.kind,
          formatMinorUnits(booking.price, site.country),
        ),
        generatedAt: booking.createdAt,
      });
    } else {
      const own = (await bookingOwnDocuments(db, booking.id, booking.buyerUserId)).find(
        (document) => document.id === documentId,
      );
      const stream = own ? await bookingFileStorage(app).read(own.storageKey) : undefined;
      if (!own || !stream) throw bookingNotFound();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk));
      bytes = Buffer.concat(chunks);
      title = own.title;
    }
    const fileName = `${(title ?? 'document').replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'document'}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .send(Buffer.from(bytes));
  });
}
