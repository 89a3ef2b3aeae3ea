import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Milestone } from '../../../shared/booking/project-milestones';
import { timeZoneOfLocale } from '../../../shared/format/site-time-zone';
import type { Locale } from '../../../shared/sites/site-types';
import { embedAgreementFonts, hasLetter } from './agreement-fonts';

// The booking agreement as a real PDF (pdf-lib), and the signature page stamped onto a signed
// document, in an embedded typeface that has the letters of every name (agreement-fonts.ts); a
// letter it lacks is replaced so a name can never break the document. Dates
// are fixed (creation and modification) so the same agreement renders to the same bytes.

export interface AgreementContent {
  locale: Locale;
  reference: string;
  buyer: { name: string; identity: string | null; email: string | null };
  coBuyer: { name: string; email: string | null } | null;
  objectNumber: string;
  stageName: string;
  /** Minor units: the home's price, without the interior options. */
  price: number;
  /** The interior options chosen in the booking (flow C), each priced in minor units. */
  interiorOptions: readonly AgreementOption[];
  bookingFee: number;
  currency: 'SEK' | 'NOK' | 'EUR';
  terms: string;
  createdAt: Date;
  /** The home's key dates in order (shared/booking/project-milestones.ts); the contract's is the drawing up. */
  milestones: readonly Milestone[];
}

export interface AgreementOption {
  groupName: string;
  name: string;
  /** Minor units. */
  price: number;
}

interface Labels {
  title: string;
  reference: string;
  buyer: string;
  coBuyer: string;
  home: string;
  objectNumber: string;
  project: string;
  price: string;
  fee: string;
  options: string;
  total: string;
  dates: string;
  created: string;
  moveIn: string;
  interiorDeadline: string;
  inspection: string;
  finalPayment: string;
  terms: string;
  notSet: string;
  signatureTitle: string;
  signedBy: (name: string, method: string, at: string, hash: string) => string;
}

export const AGREEMENT_TITLE: Readonly<Record<Locale, string>> = {
  sv: 'Bokningsavtal',
  no: 'Bestillingsavtale',
  fi: 'Varaussopimus',
  en: 'Booking agreement',
};

const LABELS: Readonly<Record<Locale, Labels>> = {
  sv: {
    title: AGREEMENT_TITLE.sv,
    reference: 'Avtalsnummer',
    buyer: 'Köpare',
    coBuyer: 'Medköpare',
    home: 'Bostad',
    objectNumber: 'Objektnummer',
    project: 'Projekt',
    price: 'Pris',
    fee: 'Bokningsavgift',
    options: 'Tillval',
    total: 'Pris inklusive tillval',
    dates: 'Datum',
    created: 'Avtalet upprättat',
    moveIn: 'Preliminärt tillträde',
    interiorDeadline: 'Sista dag för tillval',
    inspection: 'Besiktning',
    finalPayment: 'Slutbetalning',
    terms: 'Villkor',
    notSet: 'meddelas senare',
    signatureTitle: 'Underskrift',
    signedBy: (name, method, at, hash) =>
      `Signerat av ${name} med ${method} ${at}, dokumentets SHA-256 ${hash}`,
  },
  no: {
    title: AGREEMENT_TITLE.no,
    reference: 'Avtalenummer',
    buyer: 'Kjøper',
    coBuyer: 'Medkjøper',
    home: 'Bolig',
    objectNumber: 'Objektnummer',
    project: 'Prosjekt',
    price: 'Pris',
    fee: 'Bestillingsgebyr',
    options: 'Tilvalg',
    total: 'Pris inkludert tilvalg',
    dates: 'Datoer',
    created: 'Avtalen opprettet',
    moveIn: 'Foreløpig overtakelse',
    interiorDeadline: 'Siste frist for tilvalg',
    inspection: 'Befaring',
    finalPayment: 'Sluttoppgjør',
    terms: 'Vilkår',
    notSet: 'kommer senere',
    signatureTitle: 'Signatur',
    signedBy: (name, method, at, hash) =>
      `Signert av ${name} med ${method} ${at}, dokumentets SHA-256 ${hash}`,
  },
  fi: {
    title: AGREEMENT_TITLE.fi,
    reference: 'Sopimusnumero',
    buyer: 'Ostaja',
    coBuyer: 'Kanssaostaja',
    home: 'Asunto',
    objectNumber: 'Kohdenumero',
    project: 'Hanke',
    price: 'Hinta',
    fee: 'Varausmaksu',
    options: 'Lisävalinnat',
    total: 'Hinta lisävalintoineen',
    dates: 'Päivämäärät',
    created: 'Sopimus laadittu',
    moveIn: 'Alustava muuttopäivä',
    interiorDeadline: 'Lisävalintojen määräpäivä',
    inspection: 'Tarkastus',
    finalPayment: 'Loppumaksu',
    terms: 'Ehdot',
    notSet: 'ilmoitetaan myöhemmin',
    signatureTitle: 'Allekirjoitus',
    signedBy: (name, method, at, hash) =>
      `Allekirjoittanut ${name} (${method}) ${at}, asiakirjan SHA-256 ${hash}`,
  },
  en: {
    title: AGREEMENT_TITLE.en,
    reference: 'Agreement number',
    buyer: 'Buyer',
    coBuyer: 'Co-buyer',
    home: 'Home',
    objectNumber: 'Object number',
    project: 'Project',
    price: 'Price',
    fee: 'Booking fee',
    options: 'Interior options',
    total: 'Price including options',
    dates: 'Dates',
    created: 'Agreement drawn up',
    moveIn: 'Preliminary move-in',
    interiorDeadline: 'Last day for interior choices',
    inspection: 'Inspection',
    finalPayment: 'Final payment',
    terms: 'Terms',
    notSet: 'to be announced',
    signatureTitle: 'Signature',
    signedBy: (name, method, at, hash) =>
      `Signed by ${name} with ${method} at ${at}, document SHA-256 ${hash}`,
  },
};

/** platform §9: "N kr" (sv, en), "kr N" (no), "N €" (fi); a space as thousands separator. */
export function formatMoney(minor: number, currency: 'SEK' | 'NOK' | 'EUR'): string {
  const whole = Math.round(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  if (currency === 'EUR') return `${whole} €`;
  return currency === 'NOK' ? `kr ${whole}` : `${whole} kr`;
}

/** platform §9: yyyy-MM-dd in Sweden and English, dd.MM.yyyy in Norway and Finland. */
export function formatDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return locale === 'no' || locale === 'fi' ? `${day}.${month}.${year}` : `${year}-${month}-${day}`;
}

/** A letter the embedded typeface draws; control characters never. */
function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code < 0xa0) && hasLetter(char);
}

function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      if (char === '\t') return ' ';
      if (encodable(char)) return char;
      // A letter the font lacks keeps its base letter (Ş → S, ő → o) rather than becoming '?'.
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base && [...base].every(encodable) ? base : '?';
    })
    .join('');
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private ensure(height: number) {
    if (this.y - height < PAGE.margin) {
      this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin;
    }
  }

  /** Writes text wrapped to the page width. */
  text(raw: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.font;
    const width = PAGE.width - 2 * PAGE.margin;
    for (const paragraph of printable(raw).split(/\r?\n/)) {
      const words = paragraph.split(' ');
      let line = '';
      const lines: string[] = [];
      for (const word of words) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
      for (const part of lines) {
        // A single word longer than the line (a hash) is cut into pieces that fit.
        let rest = part;
        while (rest) {
          let cut = rest.length;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
          this.ensure(size * 1.4);
          this.page.drawText(rest.slice(0, cut), {
            x: PAGE.margin,
            y: this.y - size,
            size,
            font,
            color: rgb(0.1, 0.1, 0.1),
          });
          this.y -= size * 1.4;
          rest = rest.slice(cut);
        }
      }
    }
    this.y -= options.gap ?? 4;
  }

  row(label: string, value: string) {
    this.text(`${label}: ${value}`);
  }
}

async function openDocument(title: string, created: Date) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(title));
  pdf.setAuthor('Hemvist');
  pdf.setProducer('Hemvist');
  pdf.setCreator('Hemvist');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  const { font, bold } = await embedAgreementFonts(pdf, 'HVAGRE');
  return { pdf, writer: new Writer(pdf, font, bold) };
}

/** The day the agreement is drawn up, on the site's own calendar (issue 33 item 8). */
function siteDay(content: AgreementContent): string {
  // en-CA writes YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: timeZoneOfLocale(content.locale) }).format(
    content.createdAt,
  );
}

/** The price including the chosen interior options (minor units). */
export function agreementTotal(content: Pick<AgreementContent, 'price' | 'interiorOptions'>): number {
  return content.interiorOptions.reduce((sum, option) => sum + option.price, content.price);
}

function milestoneLabel(labels: Labels, milestone: Exclude<Milestone['milestone'], 'contract'>): string {
  const byMilestone = {
    interior: labels.interiorDeadline,
    inspection: labels.inspection,
    payment: labels.finalPayment,
    'move-in': labels.moveIn,
  } as const;
  return byMilestone[milestone];
}

export async function renderBookingAgreement(content: AgreementContent): Promise<Uint8Array> {
  const labels = LABELS[content.locale];
  const { pdf, writer } = await openDocument(`${labels.title} ${content.objectNumber}`, content.createdAt);
  const date = (value: string | null) => (value ? formatDate(value, content.locale) : labels.notSet);
  writer.text(labels.title, { size: 20, bold: true, gap: 10 });
  writer.row(labels.reference, content.reference);
  writer.text(labels.buyer, { size: 13, bold: true, gap: 2 });
  writer.text([content.buyer.name, content.buyer.identity, content.buyer.email].filter(Boolean).join(', '), {
    gap: 8,
  });
  if (content.coBuyer) {
    writer.text(labels.coBuyer, { size: 13, bold: true, gap: 2 });
    writer.text([content.coBuyer.name, content.coBuyer.email].filter(Boolean).join(', '), { gap: 8 });
  }
  writer.text(labels.home, { size: 13, bold: true, gap: 2 });
  writer.row(labels.objectNumber, content.objectNumber);
  writer.row(labels.project, content.stageName);
  writer.row(labels.price, formatMoney(content.price, content.currency));
  if (content.interiorOptions.length > 0) {
    writer.text(labels.options, { size: 13, bold: true, gap: 2 });
    for (const option of content.interiorOptions)
      writer.row(`${option.groupName} – ${option.name}`, formatMoney(option.price, content.currency));
    writer.row(labels.total, formatMoney(agreementTotal(content), content.currency));
  }
  writer.row(labels.fee, formatMoney(content.bookingFee, content.currency));
  writer.text(labels.dates, { size: 13, bold: true, gap: 2 });
  // The milestones in their order; the contract's day is the one the agreement is drawn up.
  for (const { milestone, date: day } of content.milestones) {
    if (milestone === 'contract') writer.row(labels.created, formatDate(siteDay(content), content.locale));
    else writer.row(milestoneLabel(labels, milestone), date(day));
  }
  writer.text(labels.terms, { size: 13, bold: true, gap: 2 });
  writer.text(content.terms, { size: 10 });
  return pdf.save({ useObjectStreams: false });
}

export interface SignatureStamp {
  locale: Locale;
  signerName: string;
  method: string;
  signedAt: Date;
  sha256: string;
}

/**
 * The signed document: the PDF that was signed, unchanged, with a signature page after it
 * saying who signed it, how, when, and the SHA-256 of the bytes the signature covers.
 */
export async function stampSignaturePage(signed: Uint8Array, stamp: SignatureStamp): Promise<Uint8Array> {
  return stampSignaturesPage(signed, {
    locale: stamp.locale,
    sha256: stamp.sha256,
    signatures: [{ signerName: stamp.signerName, method: stamp.method, signedAt: stamp.signedAt }],
  });
}

/** The signature page of a document signed by several people (buyer and co-buyer): one line each. */
export async function stampSignaturesPage(
  signed: Uint8Array,
  stamp: { locale: Locale; sha256: string; signatures: readonly Omit<SignatureStamp, 'locale' | 'sha256'>[] },
): Promise<Uint8Array> {
  const labels = LABELS[stamp.locale];
  const pdf = await PDFDocument.load(signed, { updateMetadata: false });
  const { font, bold } = await embedAgreementFonts(pdf, 'HVSIGN');
  const writer = new Writer(pdf, font, bold);
  writer.text(labels.signatureTitle, { size: 18, bold: true, gap: 10 });
  for (const signature of stamp.signatures) {
    const at = `${signature.signedAt.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
    writer.text(labels.signedBy(signature.signerName, signature.method, at, stamp.sha256), { gap: 8 });
  }
  const last = stamp.signatures.at(-1);
  if (last) pdf.setModificationDate(last.signedAt);
  return pdf.save({ useObjectStreams: false });
}
