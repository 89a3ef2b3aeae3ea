import type { Country, Locale } from '../sites/site-types';

// issue 33 item 8: every time the portal shows is the site's own wall clock, on the server and
// in the browser alike, whatever zone the visitor's device is set to.

const TIME_ZONES: Readonly<Record<Country, string>> = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  FI: 'Europe/Helsinki',
};

export const timeZoneOf = (country: Country): string => TIME_ZONES[country];

/** The English sub-site is the Swedish site in English: Swedish time. */
export const timeZoneOfLocale = (locale: Locale): string =>
  locale === 'no' ? TIME_ZONES.NO : locale === 'fi' ? TIME_ZONES.FI : TIME_ZONES.SE;
