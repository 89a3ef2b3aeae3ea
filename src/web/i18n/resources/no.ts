import { common } from '../../../shared/texts/common/no';
import { residence } from '../../../shared/texts/residence/no';
import { residencePages } from '../../../shared/texts/residence-pages/no';
import { account } from './account/no';
import { content } from './content/no';
import { cookieConsent } from './cookie-consent/no';
import { faultReport } from './fault-report/no';
import { residenceSearch } from './residence-search/no';
import type { Resources } from './resource-types';
import { textSearch } from './text-search/no';

export const no: Resources = {
  common,
  header: {
    mainNavigation: 'Hovedmeny',
    quickLinks: 'Snarveier',
    logoHome: '{{siteName}}, til forsiden',
    menu: 'Meny',
    search: 'Søk',
    language: 'Språk',
    login: 'Logg inn',
    myPages: 'Mine sider',
    settings: 'Innstillinger',
    logout: 'Logg ut',
    favourites: 'Favoritter',
    notifications: 'Varsler',
    notificationsCount_one: '{{count}} nytt varsel',
    notificationsCount_other: '{{count}} nye varsler',
    noNotifications: 'Du har ingen varsler akkurat nå.',
    userMenu: 'Brukermeny for {{name}}',
    searchLabel: 'Hva leter du etter?',
    searchPlaceholder: 'Søk på siden, f.eks. bolig eller sted',
    searchSubmit: 'Søk',
    searchMinLength: 'Skriv minst to tegn.',
    popularSearches: 'Populære søk',
    searchHomes: 'Finn din bolig',
    chooseLanguage: 'Velg språk',
    chooseCountry: 'Velg land',
  },
  footer: {
    company: 'Selskapet',
    discover: 'Oppdag',
    help: 'Hjelp',
    followUs: 'Følg oss',
    countries: 'Våre markeder',
    cookieSettings: 'Innstillinger for informasjonskapsler',
    organisationNumber: 'Org.nr. {{number}}',
  },
  crisisBanner: {
    dismiss: 'Lukk meldingen',
    readMore: 'Les mer',
    showAll: 'Vis hele meldingen',
    showLess: 'Vis mindre',
    emergency: 'Viktig melding',
  },
  errors: {
    notFoundTitle: 'Siden finnes ikke',
    notFoundText: 'Siden du leter etter er flyttet eller fjernet. Prøv å søke eller gå til forsiden.',
    serverErrorTitle: 'Noe gikk galt',
    serverErrorText: 'Det oppstod en teknisk feil hos oss. Prøv igjen om litt.',
    serviceUnavailableTitle: 'Tjenesten er midlertidig utilgjengelig',
    serviceUnavailableText: 'Vi får ikke tak i dataene våre akkurat nå. Prøv igjen om noen sekunder.',
    tryAgain: 'Prøv igjen',
    toHome: 'Til forsiden',
    unknownTemplateTitle: 'Siden kan ikke vises',
    unknownTemplateText:
      'Siden bruker en mal vi ikke kjenner igjen ({{template}}). Vi har registrert feilen.',
    somethingWentWrong: 'Noe gikk galt',
  },
  toast: {
    dismiss: 'Lukk meldingen',
    networkError: 'Vi får ikke kontakt med serveren akkurat nå. Sjekk tilkoblingen din og prøv igjen.',
    unknownError: 'Noe gikk galt. Prøv igjen om litt.',
  },
  dev: {
    menu: 'Utviklermeny',
    environment: 'Miljø: {{environment}}',
    sites: 'Nettsteder',
    openApi: 'API-dokumentasjon',
    testError: 'Test feilsiden',
  },
  sales: {
    currentProjects: 'Aktuelle prosjekter',
    currentProjectsIntro: 'Til salgs nå og snart til salgs.',
    comingSoon: 'Kommer snart',
    showAllHomes: 'Vis alle boliger',
    priceLater: 'Pris kommer senere',
    nearestShowings: 'Nærmeste visninger',
    noShowings: 'Ingen visninger er lagt inn akkurat nå.',
    favourite: 'Lagre som favoritt',
    interest: 'Meld interesse',
    interestSaved: 'Interessen din er lagret på kontoen din.',
    interestInBrowser: 'Lagret i denne nettleseren. Logg inn, så lagres den på kontoen din.',
    interestLogin: 'Logg inn og lagre',
    saveFailed: 'Det gikk ikke å lagre. Prøv igjen.',
    bookShowing: 'Meld deg på visning',
    bookShowingOf: 'Meld deg på visning av {{name}}',
    bookShowingIntro: 'Velg en visning og fyll inn opplysningene dine, så bekrefter vi tiden.',
    favouriteNotice: 'Logg inn for å lagre favoritter. Favoritten lagres når du har logget inn.',
  },
  article: {
    published: 'Publisert {{date}}',
    related: 'Les også',
  },
  residence,
  residenceSearch,
  residencePages,
  content,
  textSearch,
  cookieConsent,
  account,
  faultReport,
};
