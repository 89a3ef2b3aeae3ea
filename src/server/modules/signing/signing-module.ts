import type { FastifyInstance } from 'fastify';
import { routeFor } from '../../../shared/sites/routes';
import type { Locale } from '../../../shared/sites/site-types';
import { addPageResolver, type PageResolver } from '../content/page-resolvers';
import { registerSigningRoutes } from './signing-routes';

// Documents and signing (issue 14 item 5): the booking agreement and any document a person signs
// with BankID or e-ident, the sign cookie, and the booking contract page (/boka/bokningsavtal/,
// /varaus/varaussopimus/), whose component reads the signed agreement of the booking in its query.

const TITLES: Readonly<Record<Locale, string>> = {
  sv: 'Bokningsavtal',
  no: 'Bestillingsavtale',
  fi: 'Varaussopimus',
  en: 'Booking agreement',
};

export const CONTRACT_TEMPLATE = 'click-to-buy-contract';

const contractPageResolver: PageResolver = async ({ siteContext, path }) => {
  const contractPath = routeFor(siteContext.site.key, 'clickToBuyContract');
  if (!contractPath || (path !== contractPath && path !== contractPath.slice(0, -1))) return null;
  return {
    id: CONTRACT_TEMPLATE,
    template: CONTRACT_TEMPLATE,
    viewModel: {},
    seo: {
      title: `${TITLES[siteContext.site.locale]} | ${siteContext.site.brand.name}`,
      description: '',
      noIndex: true,
    },
    breadcrumbs: [],
  };
};

export async function registerSigningModule(app: FastifyInstance): Promise<void> {
  await registerSigningRoutes(app);
  addPageResolver(app, contractPageResolver);
}
