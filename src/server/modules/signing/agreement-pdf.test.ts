import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { projectMilestones } from '../../../shared/booking/project-milestones';
import { type AgreementContent, renderBookingAgreement, stampSignaturePage } from './agreement-pdf';
import { pdfTextLines } from './testing/pdf-text';

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
  interiorOptions: [],
  bookingFee: 2_500_000,
  currency: 'SEK',
  terms: 'Villkor.',
  createdAt: new Date('2026-11-25T10:00:00Z'),
  milestones: projectMilestones({
    signedAt: null,
    interiorDeadline: null,
    inspectionDate: null,
    finalPaymentDate: null,
    moveInDate: '2028-05-01',
  }),
  ...overrides,
});

describe('the booking agreement PDF', () => {
  it('is a one-page PDF titled by the home, keeping Nordic letters', async () => {
    const pdf = await PDFDocument.load(await renderBookingAgreement(content()));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Bokningsavtal 1-1101');
  });

  it('draws the names people have in an embedded typeface; a letter it lacks becomes ?', async () => {
    const names = 'Sámi Áŋŋá Čuđđi, Łukasz Şahin, Ødegård Őrs, Zoë Ğül, Dvořák';
    const bytes = await renderBookingAgreement(
      content({
        objectNumber: 'Şişli-ő-Ł-東',
        buyer: { name: names, identity: null, email: null },
        coBuyer: { name: 'Ævar Þórsson', email: null },
      }),
    );
    const pdf = await PDFDocument.load(bytes);
    // DejaVu Sans has no CJK: that letter alone is replaced.
    expect(pdf.getTitle()).toBe('Bokningsavtal Şişli-ő-Ł-?');
    const text = pdfTextLines(bytes).join('\n');
    expect(text).toContain(names);
    expect(text).toContain('Ævar Þórsson');
    // The font is embedded (a subset), not one of the PDF's standard fonts.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/BaseFont \/HVAGRE\+DejaVuSans\b/);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('/Helvetica');
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

  it('lists the chosen interior options with their prices and the price including them', async () => {
    const lines = pdfTextLines(
      await renderBookingAgreement(
        content({
          interiorOptions: [
            { groupName: 'Golv', name: 'Ekplank, rökt', price: 2_800_000 },
            { groupName: 'Kök', name: 'Vita luckor', price: 0 },
          ],
        }),
      ),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'Pris: 24 500 000 kr',
        'Tillval',
        'Golv – Ekplank, rökt: 28 000 kr',
        'Kök – Vita luckor: 0 kr',
        'Pris inklusive tillval: 24 528 000 kr',
      ]),
    );
  });

  it('gives the dates in the order they come: inspection, final payment, then access', async () => {
    const milestones = projectMilestones({
      signedAt: null,
      interiorDeadline: '2027-03-15',
      inspectionDate: '2028-03-20',
      finalPaymentDate: '2028-04-20',
      moveInDate: '2028-05-01',
    });
    const lines = pdfTextLines(await renderBookingAgreement(content({ locale: 'no', milestones })));
    const dates = lines.slice(lines.indexOf('Datoer') + 1, lines.indexOf('Vilkår'));
    expect(dates).toEqual([
      'Avtalen opprettet: 25.11.2026',
      'Siste frist for tilvalg: 15.03.2027',
      'Befaring: 20.03.2028',
      'Sluttoppgjør: 20.04.2028',
      'Foreløpig overtakelse: 01.05.2028',
    ]);
  });
});
