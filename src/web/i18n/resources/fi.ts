import { common } from '../../../shared/texts/common/fi';
import { residence } from '../../../shared/texts/residence/fi';
import { residencePages } from '../../../shared/texts/residence-pages/fi';
import { account } from './account/fi';
import { caseHandler } from './case-handler/fi';
import { content } from './content/fi';
import { cookieConsent } from './cookie-consent/fi';
import { duplicates } from './duplicates/fi';
import { residenceSearch } from './residence-search/fi';
import type { Resources } from './resource-types';
import { textSearch } from './text-search/fi';

export const fi: Resources = {
  common,
  header: {
    mainNavigation: 'Päävalikko',
    quickLinks: 'Pikalinkit',
    logoHome: '{{siteName}}, etusivulle',
    menu: 'Valikko',
    search: 'Haku',
    language: 'Kieli',
    login: 'Kirjaudu sisään',
    myPages: 'Sivuni',
    settings: 'Asetukset',
    logout: 'Kirjaudu ulos',
    favourites: 'Suosikit',
    notifications: 'Ilmoitukset',
    notificationsCount_one: '{{count}} uusi ilmoitus',
    notificationsCount_other: '{{count}} uutta ilmoitusta',
    noNotifications: 'Sinulla ei ole ilmoituksia juuri nyt.',
    userMenu: 'Käyttäjävalikko: {{name}}',
    searchLabel: 'Mitä etsit?',
    searchPlaceholder: 'Hae sivustolta, esim. asunto tai paikkakunta',
    searchSubmit: 'Hae',
    searchMinLength: 'Kirjoita vähintään kaksi merkkiä.',
    popularSearches: 'Suositut haut',
    searchHomes: 'Myytävät asunnot',
    chooseLanguage: 'Valitse kieli',
    chooseCountry: 'Valitse maa',
  },
  footer: {
    company: 'Yritys',
    discover: 'Tutustu',
    help: 'Apua',
    followUs: 'Seuraa meitä',
    countries: 'Markkinamme',
    cookieSettings: 'Evästeasetukset',
    organisationNumber: 'Y-tunnus {{number}}',
  },
  crisisBanner: {
    dismiss: 'Sulje ilmoitus',
    readMore: 'Lue lisää',
    showAll: 'Näytä koko ilmoitus',
    showLess: 'Näytä vähemmän',
    emergency: 'Tärkeä tiedote',
  },
  errors: {
    notFoundTitle: 'Sivua ei löydy',
    notFoundText: 'Etsimäsi sivu on siirretty tai poistettu. Kokeile hakua tai siirry etusivulle.',
    serverErrorTitle: 'Jokin meni vikaan',
    serverErrorText: 'Meillä tapahtui tekninen virhe. Yritä hetken kuluttua uudelleen.',
    serviceUnavailableTitle: 'Palvelu on hetkellisesti poissa käytöstä',
    serviceUnavailableText: 'Emme tavoita tietojamme juuri nyt. Yritä uudelleen muutaman sekunnin kuluttua.',
    tryAgain: 'Yritä uudelleen',
    toHome: 'Etusivulle',
    unknownTemplateTitle: 'Sivua ei voi näyttää',
    unknownTemplateText: 'Sivu käyttää pohjaa, jota emme tunnista ({{template}}). Virhe on kirjattu.',
    somethingWentWrong: 'Jokin meni vikaan',
  },
  toast: {
    dismiss: 'Sulje ilmoitus',
    networkError: 'Palvelimeen ei saada juuri nyt yhteyttä. Tarkista yhteytesi ja yritä uudelleen.',
    unknownError: 'Jokin meni vikaan. Yritä hetken kuluttua uudelleen.',
  },
  dev: {
    menu: 'Kehittäjävalikko',
    environment: 'Ympäristö: {{environment}}',
    sites: 'Sivustot',
    openApi: 'API-dokumentaatio',
    testError: 'Kokeile virhesivua',
  },
  sales: {
    currentProjects: 'Ajankohtaiset kohteet',
    currentProjectsIntro: 'Myynnissä nyt ja pian myyntiin tulevat.',
    comingSoon: 'Tulossa myyntiin',
    showAllHomes: 'Näytä kaikki asunnot',
    priceLater: 'Hinta ilmoitetaan myöhemmin',
    nearestShowings: 'Lähimmät esittelyt',
    noShowings: 'Esittelyjä ei ole juuri nyt.',
    favourite: 'Tallenna suosikiksi',
    interest: 'Ilmoita kiinnostuksesi',
    interestSaved: 'Kiinnostuksesi on tallennettu tilillesi.',
    interestInBrowser: 'Tallennettu tähän selaimeen. Kirjaudu sisään, niin se tallentuu tilillesi.',
    interestLogin: 'Kirjaudu ja tallenna',
    saveFailed: 'Tallennus ei onnistunut. Yritä uudelleen.',
    bookShowing: 'Varaa esittely',
    bookShowingOf: 'Varaa esittely: {{name}}',
    bookShowingIntro: 'Valitse esittely ja täytä tietosi, niin vahvistamme ajan.',
    favouriteNotice: 'Kirjaudu sisään tallentaaksesi suosikkeja. Suosikki tallentuu, kun olet kirjautunut.',
  },
  article: {
    published: 'Julkaistu {{date}}',
    related: 'Lue myös',
  },
  residence,
  residenceSearch,
  residencePages,
  content,
  textSearch,
  duplicates,
  cookieConsent,
  caseHandler,
  account,
};
