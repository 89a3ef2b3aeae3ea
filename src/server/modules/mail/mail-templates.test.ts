import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/sites/site-types';
import { ONE_TIME_LIFETIME_MS } from '../account/one-time-tokens';
import type { MailKind, MailLanguage, MailValues } from './templates/mail-kinds';
import { renderMail } from './templates/render-mail';

// Every mail in every language, from the one renderer: the reader's language, the brand, the
// link as a link and as a plain address, and nothing a value carries turned into markup.

const HOSTILE_NAME = 'Kim<script>alert("x")</script>';
const LINK = 'https://www.hemvist.se/glomt-losenord/?token=abc-123&next=%2F';

/** One example per kind; a new kind without one fails tsc here. */
const EXAMPLES: { [K in MailKind]: MailValues[K] } = {
  'reset-password': { brand: 'Hemvist', firstName: HOSTILE_NAME, link: LINK },
  'confirm-new-email': {
    brand: 'Hemvist',
    firstName: HOSTILE_NAME,
    link: LINK,
    newEmail: 'kim+<b>@example.se',
  },
  'email-already-used': { brand: 'Hemvist', firstName: HOSTILE_NAME },
  'errand-status-changed': {
    brand: 'Hemvist',
    firstName: HOSTILE_NAME,
    errandNumber: '100001',
    status: 'Ongoing',
    link: LINK,
  },
  'errand-comment': { brand: 'Hemvist', firstName: HOSTILE_NAME, errandNumber: '100001', link: LINK },
  'case-copy': {
    brand: 'Hemvist',
    firstName: HOSTILE_NAME,
    errandNumber: '500001',
    problemArea: 'Hiss',
    place: HOSTILE_NAME,
    description: HOSTILE_NAME,
    link: LINK,
  },
  'followed-errand-status-changed': {
    brand: 'Hemvist',
    firstName: HOSTILE_NAME,
    errandNumber: '100001',
    problemArea: HOSTILE_NAME,
    status: 'Ongoing',
  },
  'saved-search-match': {
    brand: 'Hemvist',
    firstName: HOSTILE_NAME,
    searchName: 'Nacka 2 rum',
    count: 2,
    homes: [{ name: HOSTILE_NAME, url: LINK }],
    link: LINK,
  },
  'booking-lapsed': { brand: 'Hemvist', firstName: HOSTILE_NAME, home: HOSTILE_NAME, link: LINK },
  'booking-confirmation': {
    brand: 'Hemvist',
    firstName: HOSTILE_NAME,
    home: HOSTILE_NAME,
    price: '1 800 000 kr',
    bookingFee: '25 000 kr',
    coBuyer: HOSTILE_NAME,
    attached: true,
    link: LINK,
  },
  'page-enquiry': {
    brand: 'Hemvist',
    firstName: HOSTILE_NAME,
    page: 'Kontor, Storgatan 12',
    sender: { name: HOSTILE_NAME, email: 'kim+<b>@example.se', phone: '070-123 45 67' },
    message: HOSTILE_NAME,
    link: LINK,
  },
};
const KINDS = Object.keys(EXAMPLES) as MailKind[];

/** A phrase each language's mail must say (in its text part) and the language's HTML lang. */
const PHRASES: { [L in MailLanguage]: { lang: string } & { [K in MailKind]: string } } = {
  sv: {
    lang: 'sv',
    'reset-password': 'Öppna länken inom en timme',
    'confirm-new-email': 'Öppna länken inom ett dygn',
    'email-already-used': 'används redan av ett annat konto',
    'errand-status-changed': 'har nu statusen',
    'errand-comment': 'har skrivit en kommentar',
    'case-copy': 'Här är en kopia av felanmälan',
    'followed-errand-status-changed': 'som du följer har nu statusen',
    'saved-search-match': 'nya bostäder matchar din sparade sökning',
    'booking-lapsed': 'bokningen har gått ut',
    'booking-confirmation': 'tillträde',
    'page-enquiry': 'har skickat ett meddelande om',
  },
  no: {
    lang: 'nb',
    'reset-password': 'Åpne lenken innen en time',
    'confirm-new-email': 'Åpne lenken innen et døgn',
    'email-already-used': 'brukes allerede av en annen konto',
    'errand-status-changed': 'har nå statusen',
    'errand-comment': 'har skrevet en kommentar',
    'case-copy': 'Her er en kopi av feilmeldingen',
    'followed-errand-status-changed': 'som du følger, har nå statusen',
    'saved-search-match': 'nye boliger passer til det lagrede søket',
    'booking-lapsed': 'bestillingen er utløpt',
    'booking-confirmation': 'overtakelse',
    'page-enquiry': 'har sendt en melding om',
  },
  fi: {
    lang: 'fi',
    'reset-password': 'Avaa linkki tunnin kuluessa',
    'confirm-new-email': 'avaamalla linkki vuorokauden kuluessa',
    'email-already-used': 'osoite on jo toisen tilin käytössä',
    'errand-status-changed': 'on nyt tilassa',
    'errand-comment': 'on kommentoinut',
    'case-copy': 'Tässä on kopio vikailmoituksesta',
    'followed-errand-status-changed': 'Seuraamasi vikailmoitus',
    'saved-search-match': 'uutta asuntoa vastaa tallennettua hakuasi',
    'booking-lapsed': 'varaus on rauennut',
    'booking-confirmation': 'muutto',
    'page-enquiry': 'on lähettänyt viestin kohteesta',
  },
  en: {
    lang: 'en',
    'reset-password': 'Open the link within an hour',
    'confirm-new-email': 'Open the link within 24 hours',
    'email-already-used': 'another account already uses it',
    'errand-status-changed': 'now has the status',
    'errand-comment': 'has commented on your case',
    'case-copy': 'Here is a copy of fault report',
    'followed-errand-status-changed': 'you follow now has the status',
    'saved-search-match': 'new homes match your saved search',
    'booking-lapsed': 'the booking has lapsed',
    'booking-confirmation': 'handover',
    'page-enquiry': 'has sent a message about',
  },
};

const render = <K extends MailKind>(
  kind: K,
  language: MailLanguage,
  values: MailValues[K] = EXAMPLES[kind],
) => renderMail(kind, language, values);

describe('renderMail', () => {
  describe.each(LOCALES)('in %s', (language) => {
    it.each(KINDS)('writes %s in the language, with the brand, in both parts', (kind) => {
      const mail = render(kind, language);
      const phrase = PHRASES[language][kind];
      expect(mail.text).toContain(phrase);
      expect(mail.html).toContain(phrase);
      expect(mail.subject).toContain('Hemvist');
      expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${PHRASES[language].lang}">`));
      expect(mail.html).toContain(`<title>${mail.subject}</title>`);
      for (const other of LOCALES.filter((candidate) => candidate !== language)) {
        expect(mail.text).not.toContain(PHRASES[other][kind]);
      }
    });

    it.each(KINDS)('escapes every value in the HTML of %s', (kind) => {
      const { html, text } = render(kind, language);
      expect(html).not.toContain('<script>');
      expect(html).toContain('Kim&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(html).not.toContain('<b>');
      // The plain-text part is not markup: it keeps the name as the reader wrote it.
      expect(text).toContain(HOSTILE_NAME);
    });

    it('gives the link as a link with words and as the plain address, in both parts', () => {
      for (const kind of ['reset-password', 'confirm-new-email'] as const) {
        const { html, text } = render(kind, language);
        const escaped = LINK.replaceAll('&', '&amp;');
        const anchors = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)];
        expect(anchors.map((anchor) => anchor[1])).toEqual([escaped, escaped]);
        // The first link reads as an action, the second is the address itself.
        expect(anchors[0]?.[2]).not.toContain('http');
        expect(anchors[1]?.[2]).toBe(escaped);
        expect(text.split('\n')).toContain(LINK);
      }
    });

    it('a notice without a link has no link', () => {
      const { html, text } = render('email-already-used', language);
      expect(html).not.toContain('<a ');
      expect(text).not.toMatch(/https?:/);
    });

    it('greets without a name when there is none', () => {
      const named = render('reset-password', language).text.split('\n')[0];
      const unnamed = render('reset-password', language, { brand: 'Hemvist', firstName: ' ', link: LINK });
      expect(named).toContain(HOSTILE_NAME);
      expect(unnamed.text.split('\n')[0]).not.toContain('Kim');
      expect(unnamed.text.split('\n')[0]).toMatch(/^\p{L}+[!,]$/u);
    });
  });

  it("signs with the site's brand", () => {
    const { text, html, subject } = renderMail('reset-password', 'no', {
      brand: 'Hemvist Norge',
      link: LINK,
    });
    expect(subject).toBe('Velg et nytt passord hos Hemvist Norge');
    expect(text).toContain('Vennlig hilsen\nHemvist Norge');
    expect(html).toContain('Vennlig hilsen<br>Hemvist Norge');
  });

  it('thanks the buyer in Finnish from the company, not the company (issue 33 item 15)', () => {
    const { text } = renderMail('booking-confirmation', 'fi', {
      ...EXAMPLES['booking-confirmation'],
      brand: 'Hemvist Suomi',
    });
    expect(text).toContain('Kiitos varauksestasi!');
    expect(text).not.toContain('Kiitos varauksestasi, Hemvist Suomi');
  });

  it('the lifetimes the texts name are the links’ lifetimes', () => {
    // The texts say "an hour" and "24 hours" in four languages; change them with these.
    expect(ONE_TIME_LIFETIME_MS['reset-password']).toBe(60 * 60 * 1000);
    expect(ONE_TIME_LIFETIME_MS['change-email']).toBe(24 * 60 * 60 * 1000);
  });
});
