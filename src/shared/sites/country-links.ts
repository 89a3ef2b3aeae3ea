import type { Footer } from '../page/page-payload';
import { siteBaseUrl } from './hosts';
import type { Environment } from './site-types';

// The footer's and language menu's country links (flows §2.4) lead to the Swedish, Norwegian
// and Finnish sites of the environment the visitor is in: a tester on test.hemvistentreprenad.se
// goes to test.hemvist.no, not to production. The content says which countries; the host
// table says where each one lives.

const SITE_OF_COUNTRY = { SE: 'se', NO: 'no', FI: 'fi' } as const;

export function siblingCountryLinks(
  countries: Footer['countries'],
  environment: Environment,
  /** The port of the request; only local hosts carry one. */
  port?: number,
): Footer['countries'] {
  const localPort = environment === 'local' ? port : undefined;
  return countries.map((country) => ({
    ...country,
    url: siteBaseUrl(SITE_OF_COUNTRY[country.country], environment, localPort),
  }));
}
