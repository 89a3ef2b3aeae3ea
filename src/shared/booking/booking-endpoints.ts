import { endpointRoute } from '../api/endpoint';

// The booking calls of flows §7.2 built so far (issue 14 items 2 and 3): whether a home can be
// booked, starting a booking (which holds the home), its status, the hold's expiry, who may
// book where, the object's booking information, moving between steps and completing.
// Contracts: booking-contracts.ts.
export const BOOKING_ENDPOINTS = {
  isBookable: endpointRoute('GET', '/booking/is_bookable/:objectId'),
  isBookableForBooking: endpointRoute('GET', '/booking/is_bookable/:objectId/:bookingId'),
  startBooking: endpointRoute('POST', '/api/buyresidence/startbookingasync'),
  bookingStatus: endpointRoute('GET', '/api/buyresidence/getbookingstatus/:id'),
  holdExpiry: endpointRoute('GET', '/api/buyresidence/buyresidenceexpire/:x'),
  removeHoldExpiry: endpointRoute('GET', '/api/buyresidence/removebuyresidenceexpire'),
  canBookInProject: endpointRoute('GET', '/api/buyresidence/usercanbookinproject/:a/:b'),
  canBookInStage: endpointRoute('GET', '/api/buyresidence/usercanbookinstage/:a/:b'),
  objectInformation: endpointRoute('GET', '/api/buyresidence/getbookingobjectinformation/:objectId'),
  objectInformationForBooking: endpointRoute(
    'GET',
    '/api/buyresidence/getbookingobjectinformation/:objectId/:bookingId',
  ),
  bookingStep: endpointRoute('POST', '/api/buyresidence/bookingstep'),
  completeBooking: endpointRoute('POST', '/api/buyresidence/completebooking'),
  // The answer steps, the booking cookie and the project's documents (booking-step-contracts.ts).
  answer: endpointRoute('POST', '/api/buyresidence/bookinganswer'),
  answers: endpointRoute('GET', '/api/buyresidence/bookinganswers/:id'),
  interiorOptions: endpointRoute('GET', '/api/buyresidence/interioroptions/:id'),
  bookingCookie: endpointRoute('GET', '/api/buyresidence/buyresidencecookie'),
  setBookingCookie: endpointRoute('POST', '/api/buyresidence/buyresidencecookie/:objectId'),
  removeBookingCookie: endpointRoute('GET', '/api/buyresidence/removebuyresidencecookie'),
  bookingDocuments: endpointRoute('GET', '/api/buyresidence/getbookingdocuments/:id'),
  bookingDocumentPdf: endpointRoute('GET', '/api/buyresidence/getbookingdocuments/:id/:documentId'),
  // Not in flows §7.2: the caller's bookings still under way, so a page can offer to resume one
  // (open-bookings-contract.ts).
  openBookings: endpointRoute('GET', '/api/buyresidence/openbookings'),
} as const;
