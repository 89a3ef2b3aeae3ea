import { routeFor } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// The purchase notification and the payment page (issue 35 item 4, flows §2.2). The first is on
// every site that sells homes (residence search on); its projects come from the catalogue when
// the page is served. The second is behind login on every site with login: a payment link's
// landing page and the providers' return page. The areas list is built from the catalogue.

interface Copy {
  purchaseHeading: string;
  purchasePreamble: string;
  purchaseDescription: string;
  paymentHeading: string;
  paymentDescription: string;
}

const COPY: Record<Locale, Copy> = {
  sv: {
    purchaseHeading: 'Köpanmälan',
    purchasePreamble:
      'Har du kommit överens med vår säljare om att köpa en bostad? Anmäl köpet här så registrerar vi bostaden på dig och hör av oss om nästa steg.',
    purchaseDescription:
      'Anmäl köpet av din nya bostad: välj projekt, skriv bostadsnumret från köpeavtalet så registrerar vi köpet och hör av oss.',
    paymentHeading: 'Betala',
    paymentDescription:
      'Betala en avgift från en betalningslänk: VIP-avgift eller bokningsavgift, med Swish, kort eller bank.',
  },
  en: {
    purchaseHeading: 'Purchase notification',
    purchasePreamble:
      'Have you agreed with our sales agent to buy a home? Notify the purchase here and we register the home to you and tell you the next steps.',
    purchaseDescription:
      'Notify the purchase of your new home: choose the project, give the home number from the purchase agreement and we register it.',
    paymentHeading: 'Pay',
    paymentDescription:
      'Pay a fee from a payment link: a VIP fee or a booking fee, with Swish, card or bank payment.',
  },
  no: {
    purchaseHeading: 'Kjøpsmelding',
    purchasePreamble:
      'Har du avtalt med vår megler å kjøpe en bolig? Meld kjøpet her, så registrerer vi boligen på deg og tar kontakt om neste steg.',
    purchaseDescription:
      'Meld kjøpet av din nye bolig: velg prosjekt, skriv bolignummeret fra kjøpekontrakten, så registrerer vi kjøpet og tar kontakt.',
    paymentHeading: 'Betaling',
    paymentDescription:
      'Betal et gebyr fra en betalingslenke: VIP-avgift eller bestillingsgebyr, med kort eller bankbetaling.',
  },
  fi: {
    purchaseHeading: 'Ostoilmoitus',
    purchasePreamble:
      'Oletko sopinut myyjämme kanssa asunnon ostosta? Ilmoita ostosta tässä, niin rekisteröimme asunnon sinulle ja kerromme seuraavista vaiheista.',
    purchaseDescription:
      'Ilmoita uuden kotisi ostosta: valitse kohde ja kirjoita asunnon numero kauppakirjasta, niin rekisteröimme oston ja otamme yhteyttä.',
    paymentHeading: 'Maksu',
    paymentDescription:
      'Maksa maksu maksulinkin kautta: VIP-maksu tai varausmaksu, kortilla tai pankkimaksuna verkossa.',
  },
};

export function publicTemplatePages(site: SiteKey): FeatureSeedPage[] {
  const config = SITES[site];
  const copy = COPY[config.locale];
  const pages: FeatureSeedPage[] = [];
  const purchase = routeFor(site, 'purchaseNotification');
  if (config.flags.search && purchase) {
    pages.push({
      path: purchase,
      template: 'purchase-notification',
      viewModel: { heading: copy.purchaseHeading, preamble: copy.purchasePreamble },
      seo: { title: pageTitle(site, copy.purchaseHeading), description: copy.purchaseDescription },
      breadcrumbs: [homeCrumb(site), link(copy.purchaseHeading, purchase)],
    });
  }
  const payment = routeFor(site, 'payment');
  if (config.flags.login && payment) {
    pages.push({
      path: payment,
      template: 'payment',
      viewModel: { heading: copy.paymentHeading },
      seo: {
        title: pageTitle(site, copy.paymentHeading),
        description: copy.paymentDescription,
        noIndex: true,
      },
      breadcrumbs: [homeCrumb(site), link(copy.paymentHeading, payment)],
      requiresLogin: true,
    });
  }
  return pages;
}
