import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingAnswerBody } from '../../../shared/booking/booking-answers';
import type {
  bookingStatusContract,
  bookingStepContract,
  completeBookingContract,
  holdExpiryContract,
  objectInformationContract,
  startBookingContract,
} from '../../../shared/booking/booking-contracts';
import { BOOKING_ENDPOINTS as E } from '../../../shared/booking/booking-endpoints';
import type {
  answerContract,
  answersContract,
  bookingCookieContract,
  bookingDocumentsContract,
  interiorOptionsContract,
  setBookingCookieContract,
} from '../../../shared/booking/booking-step-contracts';
import type { BookingStep } from '../../../shared/booking/booking-steps';
import { callEndpoint } from '../../ui/api/call-endpoint';

// The click-to-buy calls of the booking pages (flows §7.2) and their queries. The booking id
// lives in the httpOnly buy-residence cookie; the server reads everything else from it.

export const bookingKeys = {
  cookie: ['booking', 'cookie'] as const,
  object: (objectId: string) => ['booking', 'object', objectId] as const,
  answers: (bookingId: string) => ['booking', 'answers', bookingId] as const,
  options: (bookingId: string) => ['booking', 'options', bookingId] as const,
  documents: (bookingId: string) => ['booking', 'documents', bookingId] as const,
};

export const readBookingCookie = () =>
  callEndpoint<typeof bookingCookieContract>(E.bookingCookie, {} as never);

export const rememberBooking = (objectId: string) =>
  callEndpoint<typeof setBookingCookieContract>(E.setBookingCookie, { params: { objectId } });

export const forgetBooking = () => fetch(E.removeBookingCookie.path, { credentials: 'same-origin' });

export const startBooking = (objectId: string, idempotencyKey: string) =>
  callEndpoint<typeof startBookingContract>(E.startBooking, { body: { objectId, idempotencyKey } });

export const bookingStatus = (id: string) =>
  callEndpoint<typeof bookingStatusContract>(E.bookingStatus, { params: { id } });

export const holdExpiry = (x: string) =>
  callEndpoint<typeof holdExpiryContract>(E.holdExpiry, { params: { x } });

export const moveToStep = (bookingId: string, step: BookingStep) =>
  callEndpoint<typeof bookingStepContract>(E.bookingStep, { body: { bookingId, step } });

export const sendAnswer = (body: BookingAnswerBody) =>
  callEndpoint<typeof answerContract>(E.answer, { body } as never);

export const completeBooking = (bookingId: string) =>
  callEndpoint<typeof completeBookingContract>(E.completeBooking, { body: { bookingId } });

export function useBookingCookie(enabled: boolean) {
  return useQuery({ queryKey: bookingKeys.cookie, queryFn: readBookingCookie, enabled });
}

export function useObjectInformation(objectId: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.object(objectId ?? ''),
    queryFn: () =>
      callEndpoint<typeof objectInformationContract>(E.objectInformation, {
        params: { objectId: objectId ?? '' },
      }),
    enabled: Boolean(objectId),
  });
}

export function useBookingAnswers(bookingId: string) {
  return useQuery({
    queryKey: bookingKeys.answers(bookingId),
    queryFn: () => callEndpoint<typeof answersContract>(E.answers, { params: { id: bookingId } }),
  });
}

export function useInteriorOptions(bookingId: string) {
  return useQuery({
    queryKey: bookingKeys.options(bookingId),
    queryFn: () =>
      callEndpoint<typeof interiorOptionsContract>(E.interiorOptions, { params: { id: bookingId } }),
  });
}

export function useBookingDocuments(bookingId: string) {
  return useQuery({
    queryKey: bookingKeys.documents(bookingId),
    queryFn: () =>
      callEndpoint<typeof bookingDocumentsContract>(E.bookingDocuments, { params: { id: bookingId } }),
  });
}

/** After an answer or a step: the answers (and limits) are read again. */
export function useRefreshAnswers() {
  const client = useQueryClient();
  return (bookingId: string) => client.invalidateQueries({ queryKey: bookingKeys.answers(bookingId) });
}
