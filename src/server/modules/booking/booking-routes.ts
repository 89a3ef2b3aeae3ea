import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAnswerStep } from '../../../shared/booking/booking-answers';
import {
  type BookingObjectInformation,
  BUY_RESIDENCE_EXPIRE_COOKIE,
  bookingStatusContract,
  bookingStepContract,
  canBookInProjectContract,
  canBookInStageContract,
  completeBookingContract,
  holdExpiryContract,
  isBookableContract,
  isBookableForBookingContract,
  objectInformationContract,
  objectInformationForBookingContract,
  removeHoldExpiryContract,
  startBookingContract,
} from '../../../shared/booking/booking-contracts';
import {
  type BookingStep,
  decideStep,
  EXPIRING_BOOKING_STATUSES,
  FLOW_STEPS,
  lastStepBeforeDone,
} from '../../../shared/booking/booking-steps';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { loginOf } from '../../plugins/auth/access';
import { bookingNotFound, bookingSiteIdOf, ownBooking } from './booking-access';
import { mailBookingConfirmation } from './booking-confirmation-mail';
import {
  type BookingRow,
  bookingStagesOf,
  bookingStateOf,
  completeBooking,
  findBookableObject,
  hasActiveBookingIn,
  isBookable,
  moveToStep,
  objectNumberOf,
  startBooking,
} from './booking-repository';

// The booking calls of flows §7.2 (issue 14 items 2 and 3). A booking of someone else answers
// 404 like a missing one; a step the table does not allow answers 409.

const notFound = bookingNotFound;
const expired = () => new HttpError('BOOKING_EXPIRED', 'The hold on the home has ended; start again.');

/** The ended statuses a step or completion cannot follow. */
export function assertLive(booking: BookingRow): void {
  if (booking.status === 'expired' || booking.status === 'cancelled') throw expired();
}

function setExpiryCookie(request: FastifyRequest, reply: FastifyReply, booking: BookingRow): void {
  const seconds = Math.floor((booking.holdExpiresAt.getTime() - Date.now()) / 1000);
  const secure = request.siteContext?.environment !== 'local';
  const options = { path: '/', sameSite: 'lax' as const, secure };
  // The browser reads it for the countdown; it holds only a time, nothing personal.
  if (EXPIRING_BOOKING_STATUSES.includes(booking.status) && seconds > 0)
    reply.setCookie(BUY_RESIDENCE_EXPIRE_COOKIE, booking.holdExpiresAt.toISOString(), {
      ...options,
      maxAge: seconds,
    });
  else reply.clearCookie(BUY_RESIDENCE_EXPIRE_COOKIE, options);
}

/** An answer step is left forward only once answered (booking-step-routes.ts stores answers). */
function answeredToLeave(booking: BookingRow, target: BookingStep): boolean {
  const steps = FLOW_STEPS[booking.flow];
  if (steps.indexOf(target) <= steps.indexOf(booking.currentStep)) return true;
  return !isAnswerStep(booking.currentStep) || booking.answers[booking.currentStep] !== undefined;
}

export async function registerBookingRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  const state = async (booking: BookingRow) =>
    bookingStateOf(booking, await objectNumberOf(db, booking.objectId));

  addEndpoint(app, isBookableContract, (request) => isBookable(db, request.params.objectId, new Date()));
  addEndpoint(app, isBookableForBookingContract, (request) =>
    isBookable(db, request.params.objectId, new Date(), request.params.bookingId),
  );

  addEndpoint(app, startBookingContract, async (request) => {
    const login = loginOf(request);
    const object = await findBookableObject(db, request.body.objectId);
    // A home of another site is not bookable here (its site's pages book it).
    if (!object || object.price === null || object.siteId !== bookingSiteIdOf(request)) throw notFound();
    const result = await startBooking(
      db,
      { buyerUserId: login.userId, idempotencyKey: request.body.idempotencyKey, object },
      new Date(),
    );
    if (result.kind === 'alreadyInStage')
      throw new HttpError('ALREADY_BOOKING_IN_STAGE', 'You already hold a booking of a home in this stage.');
    if (result.kind === 'notBookable' || result.booking.objectId !== object.objectId)
      throw new HttpError('HOME_NOT_BOOKABLE', 'The home is held by another booking or not for sale.');
    return { bookingId: result.booking.id, objectId: object.objectId, objectNumber: object.objectNumber };
  });

  addEndpoint(app, bookingStatusContract, async (request, reply) => {
    const booking = await ownBooking(db, request, request.params.id);
    // flows §4.5: 202 means still pending (read as null by the client).
    if (booking.status === 'pending') return reply.status(202).send(null);
    return state(booking);
  });

  addEndpoint(app, holdExpiryContract, async (request, reply) => {
    const booking = await ownBooking(db, request, request.params.x);
    setExpiryCookie(request, reply, booking);
    return state(booking);
  });

  addEndpoint(app, removeHoldExpiryContract, async (request, reply) => {
    const secure = request.siteContext?.environment !== 'local';
    reply.clearCookie(BUY_RESIDENCE_EXPIRE_COOKIE, { path: '/', sameSite: 'lax', secure });
    return reply.status(204).send();
  });

  const canBook = async (request: FastifyRequest, userId: string, stageIds: string[]) => {
    if (userId !== loginOf(request).userId) throw notFound();
    if (stageIds.length === 0) return false;
    return !(await hasActiveBookingIn(db, userId, stageIds));
  };
  addEndpoint(app, canBookInProjectContract, async (request) =>
    canBook(request, request.params.a, await bookingStagesOf(db, { areaId: request.params.b })),
  );
  addEndpoint(app, canBookInStageContract, async (request) =>
    canBook(request, request.params.a, await bookingStagesOf(db, { stageId: request.params.b })),
  );

  const information = async (
    objectId: string,
    siteId: string | undefined,
    booking: BookingRow | null,
  ): Promise<BookingObjectInformation> => {
    const object = await findBookableObject(db, objectId);
    if (!object || object.siteId !== siteId) throw notFound();
    return {
      objectId: object.objectId,
      objectNumber: object.objectNumber,
      stageId: object.stageId,
      stageName: object.stageName,
      price: object.price,
      monthlyFee: object.monthlyFee,
      rooms: object.rooms,
      livingArea: object.livingArea,
      flow: object.flow,
      steps: [...FLOW_STEPS[object.flow]],
      bookingFee: object.bookingFee,
      currency: object.currency,
      holdMinutes: object.holdMinutes,
      contractTerms: object.contractTerms,
      bookable: await isBookable(db, objectId, new Date(), booking?.id),
      booking: booking ? bookingStateOf(booking, object.objectNumber) : null,
    };
  };
  addEndpoint(app, objectInformationContract, (request) =>
    information(request.params.objectId, bookingSiteIdOf(request), null),
  );
  addEndpoint(app, objectInformationForBookingContract, async (request) => {
    const booking = await ownBooking(db, request, request.params.bookingId);
    if (booking.objectId !== request.params.objectId) throw notFound();
    return information(request.params.objectId, booking.siteId, booking);
  });

  addEndpoint(app, bookingStepContract, async (request) => {
    const booking = await ownBooking(db, request, request.body.bookingId);
    assertLive(booking);
    const decision = decideStep(booking.flow, booking.currentStep, booking.status, request.body.step);
    // `done` is reached by completing, never by a step request.
    if (!decision.ok || request.body.step === 'done' || !answeredToLeave(booking, request.body.step))
      throw new HttpError('BOOKING_STEP_NOT_ALLOWED', `The booking cannot move to ${request.body.step} now.`);
    return state(await moveToStep(db, booking.id, request.body.step, new Date()));
  });

  addEndpoint(app, completeBookingContract, async (request) => {
    const booking = await ownBooking(db, request, request.body.bookingId);
    if (booking.status === 'completed') return state(booking);
    assertLive(booking);
    const ready =
      booking.currentStep === lastStepBeforeDone(booking.flow) &&
      decideStep(booking.flow, booking.currentStep, booking.status, 'done').ok;
    const completed = ready ? await completeBooking(db, booking.id, new Date()) : undefined;
    if (!completed) throw new HttpError('BOOKING_STEP_NOT_ALLOWED', 'Signing or payment is not done yet.');
    mailBookingConfirmation(app, request, completed);
    return state(completed);
  });
}
