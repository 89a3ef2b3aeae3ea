import { routeFor } from '../../src/shared/sites/routes';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { homeCrumb, pageTitle, routeLink } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// The fault-report page (template 'fault-report', flows §2.6) at the faultReport route of each
// site: the wizard where the case service exists (Sweden, its brands, the English sub-site
// and Norway), contact guidance only where it does not (Finland, and the contractor site,
// whose buyers report through the housing company that manages their home).

interface Copy {
  heading: string;
  intro: string;
  paragraphs: string[];
  service: 'wizard' | 'guidance';
  loginPath?: string;
  /** The on-call service for urgent faults, day and night (issue 33 item 9). */
  onCall?: { display: string; tel: string };
}

const SWEDISH_ON_CALL = { display: '020-10 20 30', tel: '+4620102030' };

const SWEDISH: Copy = {
  heading: 'Felanmälan',
  intro: 'Här anmäler du fel i din bostad eller i fastighetens gemensamma utrymmen, dygnet runt.',
  paragraphs: [
    'Som boende loggar du in och väljer din bostad. Styrelsen i en bostadsrättsförening anmäler fel i föreningens fastigheter och följer föreningens ärenden.',
    'Bifoga gärna en bild, så går det fortare att åtgärda felet. Du följer ärendet under Mina sidor.',
  ],
  service: 'wizard',
  onCall: SWEDISH_ON_CALL,
};

const COPY: Readonly<Record<SiteKey, Copy>> = {
  se: SWEDISH,
  senior: SWEDISH,
  brf: SWEDISH,
  en: {
    heading: 'Report a fault',
    intro: 'Report a fault in your home or in the shared areas of your building, at any time of day.',
    paragraphs: [
      'Residents log in and choose their home. The board of a housing co-operative reports faults in its properties and follows its cases.',
      'Add a photo if you can: it helps us fix the fault sooner. You follow the case under My pages.',
    ],
    service: 'wizard',
    onCall: SWEDISH_ON_CALL,
    // The English sub-site has no login of its own; the Swedish page on the same host has.
    loginPath: routeFor('se', 'faultReport'),
  },
  no: {
    heading: 'Feilmelding',
    intro: 'Her melder du feil i boligen din eller i fellesarealene, hele døgnet.',
    paragraphs: [
      'Som beboer logger du inn og velger boligen din. Styret i et borettslag melder feil i borettslagets eiendommer.',
      'Legg gjerne ved et bilde, så går det raskere å utbedre feilen. Du følger saken under Mine sider.',
    ],
    service: 'wizard',
    onCall: { display: '800 30 020', tel: '+4780030020' },
  },
  fi: {
    heading: 'Vikailmoitus',
    // The page's notice says once that this site takes no reports (fault-report texts, noService).
    intro: 'Näin ilmoitat viasta kodissasi tai taloyhtiön yhteisissä tiloissa.',
    paragraphs: [
      'Tee vikailmoitus oman taloyhtiösi isännöitsijälle tai huoltoyhtiölle. Yhteystiedot löydät porraskäytävän ilmoitustaululta.',
      'Uuden kodin takuuasioissa ota yhteyttä asiakaspalveluumme puhelimitse tai sähköpostilla.',
    ],
    service: 'guidance',
  },
  contractor: {
    heading: 'Felanmälan och garanti',
    intro: 'Bor du i ett hus som vi har byggt? Fel i bostaden anmäler du till den som förvaltar huset.',
    paragraphs: [
      'Garantifel under de första åren anmäler du via din förvaltare eller bostadsrättsföreningens styrelse, som kontaktar oss.',
      'Är du beställare och har frågor om garantin? Kontakta din projektledare.',
    ],
    service: 'guidance',
  },
};

export function faultReportPages(site: SiteKey): FeatureSeedPage[] {
  const path = routeFor(site, 'faultReport');
  if (!path) return [];
  const copy = COPY[site];
  const { heading, intro, paragraphs, service, loginPath, onCall } = copy;
  return [
    {
      path,
      template: 'fault-report',
      viewModel: {
        heading,
        intro,
        paragraphs,
        service,
        ...(loginPath ? { loginPath } : {}),
        ...(onCall ? { onCall } : {}),
      },
      seo: { title: pageTitle(site, heading), description: intro },
      breadcrumbs: [homeCrumb(site), routeLink(site, 'faultReport', heading)],
    },
  ];
}
