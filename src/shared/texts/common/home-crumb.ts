import type { Locale } from '../../sites/site-types';
import { common as en } from './en';
import { common as fi } from './fi';
import { common as no } from './no';
import { common as sv } from './sv';

/**
 * The first breadcrumb's name, the same on every page of a language (issue 33 item 15: the
 * Swedish pages said Startsida, Start and Hem). Pages the server builds and the browser's own
 * texts read it from here.
 */
export const HOME_CRUMB: Readonly<Record<Locale, string>> = {
  sv: sv.home,
  no: no.home,
  fi: fi.home,
  en: en.home,
};
