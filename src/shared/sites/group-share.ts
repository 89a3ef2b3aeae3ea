import type { Locale } from './site-types';

// The group's listed share, which the site flag `stock` shows on corporate pages (platform §3,
// §6; the flag choices in sites.ts). One company, one share: the facts are the group's, the
// words each site's language. Invented, but well-formed: the ISIN's last digit is its check
// digit (Luhn over the letters as numbers).

export const GROUP_SHARE = {
  exchange: 'Nasdaq Stockholm',
  segment: 'Large Cap',
  ticker: 'HEMV B',
  isin: 'SE0017412307',
  url: 'https://www.nasdaq.com/european-market-activity/shares/hemv-b',
} as const;

interface ShareWords {
  heading: string;
  listing: string;
  ticker: string;
  isin: string;
  link: string;
}

const WORDS: Readonly<Record<Locale, ShareWords>> = {
  sv: {
    heading: 'Hemvist-aktien',
    listing: 'Marknadsplats',
    ticker: 'Kortnamn',
    isin: 'ISIN',
    link: 'Aktien hos Nasdaq Stockholm',
  },
  no: {
    heading: 'Hemvist-aksjen',
    listing: 'Markedsplass',
    ticker: 'Ticker',
    isin: 'ISIN',
    link: 'Aksjen hos Nasdaq Stockholm',
  },
  fi: {
    heading: 'Hemvistin osake',
    listing: 'Markkinapaikka',
    ticker: 'Kaupankäyntitunnus',
    isin: 'ISIN',
    link: 'Osake Nasdaq Stockholmissa',
  },
  en: {
    heading: 'The Hemvist share',
    listing: 'Listing',
    ticker: 'Ticker',
    isin: 'ISIN',
    link: 'The share at Nasdaq Stockholm',
  },
};

export interface ShareFacts {
  heading: string;
  facts: { label: string; value: string }[];
  link: { label: string; url: string };
}

/** What a share block shows, in a language. */
export function shareFactsIn(locale: Locale): ShareFacts {
  const words = WORDS[locale];
  return {
    heading: words.heading,
    facts: [
      { label: words.listing, value: `${GROUP_SHARE.exchange}, ${GROUP_SHARE.segment}` },
      { label: words.ticker, value: GROUP_SHARE.ticker },
      { label: words.isin, value: GROUP_SHARE.isin },
    ],
    link: { label: words.link, url: GROUP_SHARE.url },
  };
}
