import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES, maxAgeSeconds } from '../../../shared/consent/cookie-table';
import {
  bankIdSignCancelContract,
  bankIdSignStartContract,
  bankIdSignStatusContract,
  bookingAgreementContract,
  documentContract,
  documentFileContract,
  documentsContract,
  eidentSignStartContract,
  eidentSignStatusContract,
  getSignCookieContract,
  type SignCookie,
  setSignCookieContract,
  signContractContract,
  signCookieSchema,
  signicatSignStartContract,
  signicatSignValidateContract,
} from '../../../shared/signing/signing-contracts';
import { SIGN_COOKIE } from '../../../shared/signing/signing-endpoints';
import { addEndpoint } from '../../http/add-endpoint';
import { loginOf } from '../../plugins/auth/access';
import { enforceRateLimit } from '../../plugins/rate-limit';
import { requireSiteContext, siteContextOrigin } from '../../plugins/site-context';
import { findBooking } from '../booking/booking-repository';
import { attachmentDisposition } from '../cases/uploads/file-names';
import { agreementTotal } from './agreement-pdf';
import { bankIdSigningStatus, cancelBankIdSigning, startBankIdSigning } from './bankid-signing';
import { documentStorageOf, verifiedBytes } from './document-store';
import { finishBrokerSigning, startBrokerSigning } from './eident-signing';
import { requiredSigners, signaturesOf } from './signature-repository';
import {
  agreementFacts,
  chosenInteriorOptions,
  findBookingAgreement,
  findOwnDocument,
} from './signing-repository';
import {
  agreementMilestones,
  agreementPrice,
  coBuyerNameOf,
  documentFile,
  documentSummaryOf,
  listDocumentsOf,
  prepareBookingAgreement,
  signingProviderOf,
} from './signing-service';
import { assertBookingSignable, notFound, type SigningCaller } from './signing-start';

// The routes of documents and signing (flows §7.2; platform §7 identity for booking). Every
// document and booking is looked up as the caller's: anyone else's answers 404.

const SIGN_COOKIE_PATH = '/api/buyresidence/';
const SIGN_COOKIE_SECONDS = maxAgeSeconds(COOKIES.buyResidenceSign);

function callerOf(request: FastifyRequest): SigningCaller {
  const site = requireSiteContext(request);
  return {
    userId: loginOf(request).userId,
    siteKey: site.site.key,
    environment: site.environment,
    origin: siteContextOrigin(site),
    locale: site.site.locale,
    endUserIp: request.ip,
  };
}

function cookieOptions(request: FastifyRequest) {
  const secure = request.siteContext?.environment !== 'local';
  return { path: SIGN_COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure };
}

function readSignCookie(request: FastifyRequest): SignCookie | null {
  const raw = request.cookies[SIGN_COOKIE];
  if (!raw || raw.length > 1000) return null;
  try {
    const parsed = signCookieSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function registerSigningRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  addEndpoint(app, signContractContract, async (request, reply) => {
    const caller = callerOf(request);
    const booking = await assertBookingSignable(app, caller.userId, request.body.bookingId);
    if (booking.siteId !== requireSiteContext(request).site.siteId) throw notFound();
    if (booking.status === 'held') {
      const document = await prepareBookingAgreement(app, booking.id);
      if (document.siteKey !== caller.siteKey) throw notFound();
      if (document.status === 'pending') await verifiedBytes(documentStorageOf(app), document);
      return reply.type('text/plain; charset=utf-8').send(Buffer.from(document.id));
    }
    // Signed already (or paid, completed): the signed agreement is the answer.
    const signed = await findBookingAgreement(db, booking.id);
    if (!signed || signed.siteKey !== caller.siteKey) throw notFound();
    return reply.type('text/plain; charset=utf-8').send(Buffer.from(signed.id));
  });

  addEndpoint(app, getSignCookieContract, async (request) => readSignCookie(request));

  addEndpoint(app, setSignCookieContract, async (request, reply) => {
    const { userId } = loginOf(request);
    const document = await findOwnDocument(db, userId, request.body.documentId);
    if (!document || document.bookingId !== request.body.bookingId) throw notFound();
    reply.setCookie(SIGN_COOKIE, Buffer.from(JSON.stringify(request.body)).toString('base64url'), {
      ...cookieOptions(request),
      maxAge: SIGN_COOKIE_SECONDS,
    });
    return reply.status(204).send();
  });

  const rateLimited = (request: FastifyRequest, reply: FastifyReply) =>
    enforceRateLimit(app, request, reply, 'bank-identity-start');

  addEndpoint(app, bankIdSignStartContract, async (request, reply) => {
    await rateLimited(request, reply);
    reply.header('cache-control', 'no-store');
    return startBankIdSigning(app, callerOf(request), request.body, request.log);
  });
  addEndpoint(app, bankIdSignStatusContract, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return bankIdSigningStatus(app, loginOf(request).userId, request.params.sessionId, request.log);
  });
  addEndpoint(app, bankIdSignCancelContract, async (request) =>
    cancelBankIdSigning(app, loginOf(request).userId, request.params.sessionId),
  );

  for (const [provider, start, finish] of [
    ['eident', eidentSignStartContract, eidentSignStatusContract],
    ['signicat', signicatSignStartContract, signicatSignValidateContract],
  ] as const) {
    addEndpoint(app, start, async (request, reply) => {
      await rateLimited(request, reply);
      reply.header('cache-control', 'no-store');
      return startBrokerSigning(app, callerOf(request), provider, request.body);
    });
    addEndpoint(app, finish, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return finishBrokerSigning(app, callerOf(request), provider, request.body, request.log);
    });
  }

  addEndpoint(app, documentsContract, async (request) =>
    listDocumentsOf(app, loginOf(request).userId, requireSiteContext(request).site.key),
  );

  addEndpoint(app, documentContract, async (request) => {
    const document = await findOwnDocument(db, loginOf(request).userId, request.params.id);
    if (!document) throw notFound();
    return documentSummaryOf(document);
  });

  addEndpoint(app, documentFileContract, async (request, reply) => {
    const document = await findOwnDocument(db, loginOf(request).userId, request.params.id);
    const bytes = document ? await documentFile(app, document) : undefined;
    if (!document || !bytes) throw notFound();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(bytes.length))
      .header('content-disposition', attachmentDisposition(`${document.title}.pdf`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  addEndpoint(app, bookingAgreementContract, async (request) => {
    const { userId } = loginOf(request);
    const booking = await findBooking(db, request.params.bookingId);
    if (!booking || booking.buyerUserId !== userId) throw notFound();
    const document = await findBookingAgreement(db, request.params.bookingId);
    if (!document) return null;
    const facts = document ? await agreementFacts(db, request.params.bookingId) : undefined;
    const siteKey = requireSiteContext(request).site.key;
    if (!document || !facts || document.userId !== userId || document.siteKey !== siteKey) throw notFound();
    const price = agreementPrice(facts);
    const interiorOptions = await chosenInteriorOptions(db, facts.booking);
    const signedAtOf = new Map(
      (await signaturesOf(db, document.id)).map((row) => [row.signer, row.signedAt]),
    );
    const buyerName = `${facts.buyer.firstName} ${facts.buyer.lastName}`.trim();
    const names = { buyer: buyerName, 'co-buyer': coBuyerNameOf(facts) ?? '' };
    return {
      document: documentSummaryOf(document),
      bookingStatus: facts.booking.status,
      buyerName,
      coBuyerName: coBuyerNameOf(facts),
      objectNumber: facts.objectNumber,
      stageName: facts.stageName,
      price,
      interiorOptions,
      totalPrice: agreementTotal({ price, interiorOptions }),
      bookingFee: facts.booking.bookingFee,
      currency: facts.booking.currency,
      milestones: agreementMilestones(facts),
      provider: signingProviderOf(document.siteKey),
      signers: requiredSigners(facts.booking).map((role) => ({
        role,
        name: names[role],
        // A document signed before each signer had a row (or by its owner alone) counts as signed.
        signedAt:
          (signedAtOf.get(role) ?? (document.status === 'done' ? document.signedAt : null))?.toISOString() ??
          null,
      })),
    };
  });
}
