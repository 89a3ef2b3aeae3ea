import type { PremisesContact } from '../../../shared/premises/premises-view-models';
import type { SiteKey } from '../../../shared/sites/site-types';

// Who a premises page names (issue 33 item 7): the person responsible for letting or selling
// it, else the customer service of the site the visitor is on. The numbers are those of the
// sites' customer-service pages (seed/content); the English sub-site gives the Swedish one in
// international form.

const CUSTOMER_SERVICE: Readonly<Record<'se' | 'en' | 'no' | 'fi', { phone: string; email: string }>> = {
  se: { phone: '021-10 20 40', email: 'kundservice@hemvist.se' },
  en: { phone: '+46 21 10 20 40', email: 'kundservice@hemvist.se' },
  no: { phone: '22 10 20 40', email: 'kundeservice@hemvist.no' },
  fi: { phone: '09 1020 40', email: 'asiakaspalvelu@hemvist.fi' },
};

export function premisesContact(
  responsible: { name: string; phone: string; email: string } | null,
  site: SiteKey,
): PremisesContact {
  if (responsible) return { kind: 'responsible', ...responsible };
  const service = CUSTOMER_SERVICE[site === 'en' || site === 'no' || site === 'fi' ? site : 'se'];
  return { kind: 'customerService', name: null, ...service };
}
