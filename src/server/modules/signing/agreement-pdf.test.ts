import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type AgreementContent, renderBookingAgreement, stampSignaturePage } from './agreement-pdf';

// The agreement PDF uses the PDF standard fonts, which hold only the Western European letters.
// A buyer whose name has other letters still gets an agreement (never a failed signing).

const content = (overrides: Partial<AgreementContent> = {}): AgreementContent => ({
  locale: 'sv',
  reference: 'B-1',
  buyer: { name: 'Åsa Öberg', identity: '19880614-2389', email: 'asa@example.se' },
  coBuyer: null,
  objectNumber: '1-1101',
  stageName: 'Kvarteret Eken',
  price: 2_450_000_000,
  bookingFee: 2_500_000,
  currency: 'SEK',
  terms: 'Villkor.',
  createdAt: new Date('2026-11-25T10:00:00Z'),
  moveInDate: '2028-05-01',
  interiorDeadline: null,
  inspectionDate: null,
  finalPaymentDate: null,
  ...overrides,
});

describe('the booking agreement PDF', () => {
  it('is a one-page PDF titled by the home, keeping Nordic letters', async () => {
    const pdf = await PDFDocument.load(await renderBookingAgreement(content()));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Bokningsavtal 1-1101');
  });

  it('draws names with letters the font lacks: base letters where there are, ? where not', async () => {
    const bytes = await renderBookingAgreement(
      content({
        objectNumber: 'Şişli-ő-Ł-東',
        buyer: { name: 'Łukasz Şahin 東京', identity: null, email: null },
        coBuyer: { name: 'Zoë Ğül', email: null },
      }),
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Bokningsavtal Sisli-o-?-?');
  });

  it('signing adds a page after the signed bytes and leaves the agreement pages as they were', async () => {
    const signed = await renderBookingAgreement(content({ locale: 'fi', currency: 'EUR' }));
    const stamped = await stampSignaturePage(signed, {
      locale: 'fi',
      signerName: 'Matti Meikäläinen',
      method: 'signicat',
      signedAt: new Date('2026-11-25T11:00:00Z'),
      sha256: 'a'.repeat(64),
    });
    const pdf = await PDFDocument.load(stamped);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getTitle()).toBe((await PDFDocument.load(signed)).getTitle());
  });
});
