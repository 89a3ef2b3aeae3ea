import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Milestone, projectMilestones } from '../../../shared/booking/project-milestones';
import type { DocumentSummary } from '../../../shared/signing/signing-contracts';
import { documentFileUrl, type SigningProvider } from '../../../shared/signing/signing-endpoints';
import type { Locale, SiteKey } from '../../../shared/sites/site-types';
import { findSiteBySiteId, getSite } from '../../../shared/sites/sites';
import { HttpError } from '../../http-error';
import { AGREEMENT_TITLE, agreementTotal, formatMoney, renderBookingAgreement } from './agreement-pdf';
import { documentStorageOf, originalKey, putBytes, readBytes, sha256Hex } from './document-store';
import {
  type AgreementFacts,
  agreementFacts,
  chosenInteriorOptions,
  type DocumentRow,
  findBookingAgreement,
  insertPendingDocument,
  listDocuments,
} from './signing-repository';

// The documents/signing service (issue 14 item 5; issue 15 item 4 reuses it for my documents):
// draw up a PDF, keep it in file storage with its SHA-256, and say what the signer is shown.
// Once a person has signed it through BankID or e-ident, signature-completion.ts records the
// signature and, when the last signer has signed, stamps the signature page and marks it done.

/** The provider that signs on a site: BankID in Sweden, the brokers in Norway and Finland. */
export function signingProviderOf(siteKey: string): SigningProvider {
  const country = getSite(siteKey as SiteKey).country;
  return country === 'NO' ? 'eident' : country === 'FI' ? 'signicat' : 'bank_id';
}

export function localeOfSite(siteKey: string): Locale {
  return getSite(siteKey as SiteKey).locale;
}

export function documentSummaryOf(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status,
    bookingId: row.bookingId,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    signerName: row.signerName,
    signatureProvider: row.signatureProvider,
    fileUrl: documentFileUrl(row.id),
  };
}

/** My pages: a user's documents (on one site, when given), newest first. */
export async function listDocumentsOf(
  app: FastifyInstance,
  userId: string,
  siteKey?: string,
): Promise<DocumentSummary[]> {
  return (await listDocuments(app.database.db, userId, siteKey)).map(documentSummaryOf);
}

function nameOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export function coBuyerNameOf(facts: AgreementFacts): string | null {
  const { coBuyerFirstName, coBuyerLastName } = facts.booking;
  const name = `${coBuyerFirstName ?? ''} ${coBuyerLastName ?? ''}`.trim();
  return name || null;
}

/** The price the agreement states: the booking's own (minor units), else the home's list price. */
export function agreementPrice(facts: AgreementFacts): number {
  return facts.booking.price > 0 ? facts.booking.price : (facts.objectPrice ?? 0) * 100;
}

/** The home's key dates the agreement states: the one source the timeline reads too. */
export function agreementMilestones(facts: AgreementFacts): Milestone[] {
  return projectMilestones({
    signedAt: facts.booking.signedAt ? facts.booking.signedAt.toISOString() : null,
    interiorDeadline: facts.interiorDeadline,
    inspectionDate: facts.inspectionDate,
    finalPaymentDate: facts.finalPaymentDate,
    moveInDate: facts.inhabitDate,
  });
}

/**
 * The booking agreement of a booking (made once; later calls answer the same document). The
 * caller has checked that the booking is the user's, live and at its sign step. Calls that race
 * may each draw one up; the database keeps the first (one per booking and kind) and the others
 * drop their bytes and answer that one.
 */
export async function prepareBookingAgreement(app: FastifyInstance, bookingId: string): Promise<DocumentRow> {
  const db = app.database.db;
  // Only a shortcut past drawing the PDF again; the insert below is what keeps it to one.
  const existing = await findBookingAgreement(db, bookingId);
  if (existing) return existing;
  const facts = await agreementFacts(db, bookingId);
  if (!facts) throw new HttpError('NOT_FOUND', 'No such booking.');
  const site = findSiteBySiteId(facts.booking.siteId);
  const siteKey = site?.key ?? 'se';
  const locale = localeOfSite(siteKey);
  const now = new Date();
  const id = randomUUID();
  const bytes = await renderBookingAgreement({
    locale,
    reference: id.slice(0, 8).toUpperCase(),
    buyer: {
      name: nameOf(facts.buyer),
      identity: facts.buyer.securityNumber ?? facts.buyer.nationalId,
      email: facts.buyer.email,
    },
    coBuyer: coBuyerNameOf(facts)
      ? { name: coBuyerNameOf(facts) ?? '', email: facts.booking.coBuyerEmail }
      : null,
    objectNumber: facts.objectNumber,
    stageName: facts.stageName,
    price: agreementPrice(facts),
    interiorOptions: await chosenInteriorOptions(db, facts.booking),
    bookingFee: facts.booking.bookingFee,
    currency: facts.booking.currency,
    terms: facts.contractTerms,
    createdAt: now,
    milestones: agreementMilestones(facts),
  });
  const storage = documentStorageOf(app);
  await putBytes(storage, originalKey(id), bytes);
  let stored: boolean;
  try {
    stored = await insertPendingDocument(
      db,
      {
        id,
        userId: facts.booking.buyerUserId,
        siteKey,
        bookingId,
        kind: 'booking-agreement',
        title: `${AGREEMENT_TITLE[locale]} ${facts.objectNumber}`,
        status: 'pending',
        storageKey: originalKey(id),
        sha256: sha256Hex(bytes),
        dueAt: facts.booking.holdExpiresAt,
        createdAt: now,
      },
      now,
    );
  } catch (error) {
    await storage.remove(originalKey(id));
    throw error;
  }
  if (!stored) await storage.remove(originalKey(id));
  const agreement = await findBookingAgreement(db, bookingId);
  if (!agreement) throw new Error(`The agreement of booking ${bookingId} was neither stored nor found`);
  return agreement;
}

const VISIBLE_TEXT: Readonly<
  Record<
    Locale,
    {
      intro: (title: string) => string;
      home: string;
      price: string;
      total: string;
      fee: string;
      buyer: string;
      coBuyer: string;
      hash: string;
    }
  >
> = {
  sv: {
    intro: (title) => `Jag har läst och signerar *${title}*.`,
    home: 'Bostad',
    price: 'Pris',
    total: 'Pris inklusive tillval',
    fee: 'Bokningsavgift',
    buyer: 'Köpare',
    coBuyer: 'Medköpare',
    hash: 'Dokumentets SHA-256',
  },
  no: {
    intro: (title) => `Jeg har lest og signerer *${title}*.`,
    home: 'Bolig',
    price: 'Pris',
    total: 'Pris inkludert tilvalg',
    fee: 'Bestillingsgebyr',
    buyer: 'Kjøper',
    coBuyer: 'Medkjøper',
    hash: 'Dokumentets SHA-256',
  },
  fi: {
    intro: (title) => `Olen lukenut ja allekirjoitan asiakirjan *${title}*.`,
    home: 'Asunto',
    price: 'Hinta',
    total: 'Hinta lisävalintoineen',
    fee: 'Varausmaksu',
    buyer: 'Ostaja',
    coBuyer: 'Kanssaostaja',
    hash: 'Asiakirjan SHA-256',
  },
  en: {
    intro: (title) => `I have read and sign *${title}*.`,
    home: 'Home',
    price: 'Price',
    total: 'Price including options',
    fee: 'Booking fee',
    buyer: 'Buyer',
    coBuyer: 'Co-buyer',
    hash: 'Document SHA-256',
  },
};

/** simpleMarkdownV1 marks are stripped from values, so a name cannot change the layout. */
const plain = (value: string) => value.replace(/[*+|#\r\n]/g, ' ').trim();

/**
 * What the BankID app shows (simpleMarkdownV1): the document, and for a booking agreement the
 * home, price, fee and the buyers; always the SHA-256 the signature covers.
 */
export async function visibleTextOf(app: FastifyInstance, document: DocumentRow): Promise<string> {
  const locale = localeOfSite(document.siteKey);
  const texts = VISIBLE_TEXT[locale];
  const lines = [`# ${plain(document.title)}`, '', texts.intro(plain(document.title)), ''];
  const facts =
    document.kind === 'booking-agreement' && document.bookingId
      ? await agreementFacts(app.database.db, document.bookingId)
      : undefined;
  if (facts) {
    const price = agreementPrice(facts);
    const interiorOptions = await chosenInteriorOptions(app.database.db, facts.booking);
    const total = agreementTotal({ price, interiorOptions });
    lines.push(
      `| ${texts.home} | ${plain(facts.objectNumber)}, ${plain(facts.stageName)} |`,
      `| ${texts.price} | ${formatMoney(price, facts.booking.currency)} |`,
      // What was bought includes the interior options (issue 33 item 5).
      ...(interiorOptions.length > 0
        ? [`| ${texts.total} | ${formatMoney(total, facts.booking.currency)} |`]
        : []),
      `| ${texts.fee} | ${formatMoney(facts.booking.bookingFee, facts.booking.currency)} |`,
      `| ${texts.buyer} | ${plain(nameOf(facts.buyer))} |`,
    );
    const coBuyer = coBuyerNameOf(facts);
    if (coBuyer) lines.push(`| ${texts.coBuyer} | ${plain(coBuyer)} |`);
    lines.push('');
  }
  lines.push('---', `${texts.hash}: ${document.sha256}`);
  return lines.join('\n');
}

/** A document's current PDF (the signed one once done) for its owner's download. */
export async function documentFile(app: FastifyInstance, document: DocumentRow): Promise<Buffer | undefined> {
  return readBytes(documentStorageOf(app), document.storageKey);
}
