import type { Locale } from '../../../../shared/sites/site-types';

// Every mail the platform sends, and what each needs to be written. A mail speaks the language
// of the site whose request caused it (never a header's), and signs with that site's brand.
//
// A new mail (booking confirmation, errand update, ...) is one entry in MailValues plus its
// text in sv.ts, no.ts, fi.ts and en.ts; TypeScript refuses a language that lacks it.

export type MailLanguage = Locale;

/** What every mail knows about its sender and reader. */
export interface MailBaseValues {
  /** The site's brand name (SITES[site].brand.name), e.g. "Hemvist Norge". */
  brand: string;
  /** The reader's first name, when known; an empty one greets without a name. */
  firstName?: string | null;
}

export interface MailValues {
  /** A single-use link to choose a new password (forgot password, platform §7). */
  'reset-password': MailBaseValues & { link: string };
  /** A single-use link, sent to the new address, that confirms an email change. */
  'confirm-new-email': MailBaseValues & { link: string; newEmail: string };
  /** To the owner of an address another account asked to move to: why no link came. */
  'email-already-used': MailBaseValues;
  /** A case handler moved the reader's errand to another status (issue 13 item 7). */
  'errand-status-changed': MailBaseValues & { errandNumber: string; status: string; link: string };
  /** A case handler commented on the reader's errand; the comment is read on the errand page. */
  'errand-comment': MailBaseValues & { errandNumber: string; link: string };
  /** A board member's copy of the fault report they filed ("send a copy", flows §2.6). */
  'case-copy': MailBaseValues & {
    errandNumber: string;
    problemArea: string;
    place: string;
    description: string;
    /** The errand in my pages, for a board that follows its errands there; none otherwise. */
    link?: string;
  };
  /** The errand the reader follows instead of reporting the same fault (issue 13 item 8) moved on. */
  'followed-errand-status-changed': MailBaseValues & {
    errandNumber: string;
    problemArea: string;
    status: string;
  };
  /** New homes match a search the reader saved (issue 15 item 12); `homes` lists a few of them. */
  'saved-search-match': MailBaseValues & {
    searchName: string;
    count: number;
    homes: readonly { name: string; url: string }[];
    link: string;
  };
  /** A signed booking lapsed with its fee unpaid (issue 32 item 3); `link` is the home's page. */
  'booking-lapsed': MailBaseValues & { home: string; link: string };
  /** A click-to-buy booking was completed (issue 14 item 7); the signed agreement is attached when there is one. */
  'booking-confirmation': MailBaseValues & {
    home: string;
    price: string;
    bookingFee: string;
    coBuyer?: string;
    attached: boolean;
    link?: string;
  };
  /**
   * To the contact a page names (a premises' responsible person or the site's customer service,
   * issue 33 item 7): what a visitor sent with the page's contact form; `link` is the page.
   */
  'page-enquiry': MailBaseValues & {
    page: string;
    sender: { name: string; email: string; phone: string };
    message: string;
    link: string;
  };
}

export type MailKind = keyof MailValues;

/** What a language says in one mail; the layout around it is the same for all mails. */
export interface MailContent {
  subject: string;
  /** Paragraphs before the link (or all of them, in a mail without one). */
  intro: readonly string[];
  /** The one thing to do: shown as a link with this text, and as the plain address. */
  action?: { label: string; url: string };
  /** Paragraphs after the link, e.g. what to do if the reader did not ask for the mail. */
  outro?: readonly string[];
}

/** One language's mails: a text for every kind, and the words every mail shares. */
export interface MailTexts {
  /** The HTML lang attribute (BCP 47). */
  lang: string;
  greeting(firstName: string | undefined): string;
  /** Before the plain address of the action link. */
  linkFallback: string;
  signOff: string;
  /** A footnote: the mail comes from a machine and replies are not read. */
  automatic: string;
  kinds: { readonly [K in MailKind]: (values: MailValues[K]) => MailContent };
}
