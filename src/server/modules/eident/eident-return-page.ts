import type { Locale } from '../../../shared/sites/site-types';
import { EIDENT_RETURN_PATH } from '../../providers/eident/simulator';
import type { PageResolver } from '../content/page-resolvers';
import { findSessionProvider } from './eident-sessions';

// GET /eident-return/ on every site: the page the brokers send the browser back to, with
// ?code=…&state=… or ?error=access_denied&state=…. The web side renders template
// 'eident-return' and calls POST /account_service/{flow}/{provider}/status.

const TITLES: Readonly<Record<Locale, string>> = {
  sv: 'Inloggning',
  no: 'Innlogging',
  fi: 'Kirjautuminen',
  en: 'Logging in',
};

const PROVIDER_OF_COUNTRY = { NO: 'eident', FI: 'signicat', SE: null } as const;

export const eidentReturnPageResolver: PageResolver = async ({ db, siteContext, path, query }) => {
  if (path !== EIDENT_RETURN_PATH && path !== EIDENT_RETURN_PATH.slice(0, -1)) return null;
  const state = typeof query.state === 'string' && query.state.length <= 200 ? query.state : undefined;
  const provider =
    (state ? await findSessionProvider(db, state) : undefined) ??
    PROVIDER_OF_COUNTRY[siteContext.site.country];
  return {
    id: 'eident-return',
    template: 'eident-return',
    viewModel: { provider },
    seo: {
      title: `${TITLES[siteContext.site.locale]} | ${siteContext.site.brand.name}`,
      description: '',
      noIndex: true,
    },
    breadcrumbs: [],
  };
};
