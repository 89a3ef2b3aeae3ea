import type { Locale } from '../sites/site-types';

/**
 * Paths of the account pages the route table does not name, per language: where the
 * set-password and change-email links of the mails land (seeded as pages of those templates).
 */
export const ACCOUNT_EXTRA_PATHS: Readonly<Record<Locale, { setPassword: string; changeEmail: string }>> = {
  sv: { setPassword: '/satt-losenord/', changeEmail: '/byt-e-post/' },
  no: { setPassword: '/sett-passord/', changeEmail: '/bytt-e-post/' },
  fi: { setPassword: '/aseta-salasana/', changeEmail: '/vaihda-sahkoposti/' },
  en: { setPassword: '/en/set-password/', changeEmail: '/en/change-email/' },
};
