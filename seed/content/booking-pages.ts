import { routeFor } from '../../src/shared/sites/routes';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { homeCrumb, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// The click-to-buy pages (issue 14 item 4; flows §2.2 templates buy residence, its info page,
// and its success and error pages, issue 35 item 4) on the sites that sell homes online: Sweden,
// Norway, Finland, and the English sub-site on the Swedish hosts. The step URLs under the booking
// page are the booking page itself (server/modules/booking/booking-step-pages.ts); the done step
// (/boka/done/) is the click-to-buy complete page, where the booking is completed.

interface Copy {
  heading: string;
  infoHeading: string;
  info: string[];
  complete: string;
  error: string;
}

const COPY: Partial<Record<SiteKey, Copy>> = {
  se: {
    heading: 'Boka bostad',
    infoHeading: 'Så bokar du din bostad online',
    info: [
      'På bostadens sida trycker du på Boka. Bostaden reserveras för dig medan du fyller i dina uppgifter, och du ser hela tiden hur länge reservationen gäller.',
      'Du anger dina uppgifter och eventuell medköpare, hur du finansierar köpet och signerar bokningsavtalet med BankID. I vissa projekt väljer du tillval och betalar bokningsavgiften direkt.',
      'När bokningen är klar får du en bekräftelse med avtalet på e-post, och bokningen syns under Mina sidor.',
    ],
    complete: 'Bokningen är klar',
    error: 'Bokningen kunde inte fortsätta',
  },
  en: {
    heading: 'Book a home',
    infoHeading: 'How to book your home online',
    info: [
      'Press Book on the home’s page. The home is reserved for you while you fill in your details, and you always see how long the reservation lasts.',
      'You give your details and any co-buyer, how you finance the purchase, and sign the booking agreement with BankID. In some projects you choose options and pay the booking fee right away.',
      'When the booking is complete you receive a confirmation with the agreement by e-mail.',
    ],
    complete: 'Booking complete',
    error: 'The booking could not go on',
  },
  no: {
    heading: 'Bestill bolig',
    infoHeading: 'Slik bestiller du boligen din på nett',
    info: [
      'Trykk Bestill på boligens side. Boligen reserveres for deg mens du fyller ut opplysningene.',
      'Du oppgir opplysningene dine og eventuell medkjøper, signerer bestillingsavtalen og betaler bestillingsgebyret.',
      'Når bestillingen er fullført, får du en bekreftelse med avtalen på e-post.',
    ],
    complete: 'Bestillingen er fullført',
    error: 'Bestillingen kunne ikke fortsette',
  },
  fi: {
    heading: 'Varaa asunto',
    infoHeading: 'Näin varaat asunnon verkossa',
    info: [
      'Paina asunnon sivulla Varaa. Asunto on varattu sinulle, kun täytät tietosi.',
      'Annat tietosi ja mahdollisen kanssaostajan, valitset lisävalinnat, kerrot rahoituksesta, allekirjoitat varaussopimuksen ja maksat varausmaksun.',
      'Kun varaus on valmis, saat vahvistuksen ja sopimuksen sähköpostiisi.',
    ],
    complete: 'Varaus on valmis',
    error: 'Varausta ei voitu jatkaa',
  },
};

/** The sites whose homes are booked online; the brands' sites link to the info page only. */
const BOOKING_SITES: ReadonlySet<SiteKey> = new Set(['se', 'en', 'no', 'fi']);

export function bookingPages(site: SiteKey): FeatureSeedPage[] {
  const copy = COPY[site] ?? COPY.se;
  const base = routeFor(site, 'clickToBuy');
  const info = routeFor(site, 'clickToBuyInfo');
  const success = routeFor(site, 'clickToBuySuccess');
  const error = routeFor(site, 'clickToBuyError');
  if (!copy || !info) return [];
  const crumb = (label: string, url: string) => ({ label, url });
  const infoPage: FeatureSeedPage = {
    path: info,
    template: 'buy-residence',
    viewModel: { kind: 'info', heading: copy.infoHeading, paragraphs: copy.info },
    seo: { title: pageTitle(site, copy.infoHeading), description: copy.info[0] ?? '' },
    breadcrumbs: [homeCrumb(site), crumb(copy.infoHeading, info)],
  };
  if (!base || !success || !error || !BOOKING_SITES.has(site)) return [infoPage];
  return [
    infoPage,
    {
      path: base,
      template: 'buy-residence',
      viewModel: {},
      seo: { title: pageTitle(site, copy.heading), description: copy.info[0] ?? '', noIndex: true },
      breadcrumbs: [homeCrumb(site), crumb(copy.heading, base)],
    },
    {
      path: success,
      template: 'buy-residence-success',
      viewModel: { heading: copy.complete },
      seo: { title: pageTitle(site, copy.complete), description: copy.complete, noIndex: true },
      breadcrumbs: [homeCrumb(site), crumb(copy.complete, success)],
    },
    {
      path: error,
      template: 'buy-residence-error',
      viewModel: { heading: copy.error },
      seo: { title: pageTitle(site, copy.error), description: copy.error, noIndex: true },
      breadcrumbs: [homeCrumb(site), crumb(copy.error, error)],
    },
  ];
}
