import { common } from '../../../shared/texts/common/sv';
import { residence } from '../../../shared/texts/residence/sv';
import { residencePages } from '../../../shared/texts/residence-pages/sv';
import { account } from './account/sv';
import { content } from './content/sv';
import { cookieConsent } from './cookie-consent/sv';
import { faultReport } from './fault-report/sv';
import { residenceSearch } from './residence-search/sv';
import { textSearch } from './text-search/sv';
// Source language: every other language must have exactly these keys (typed in
// resource-types.ts, checked by i18n-resources.test.ts).
export const sv = {
  common,
  header: {
    mainNavigation: 'Huvudmeny',
    quickLinks: 'Genvägar',
    logoHome: '{{siteName}}, till startsidan',
    menu: 'Meny',
    search: 'Sök',
    language: 'Språk',
    login: 'Logga in',
    myPages: 'Mina sidor',
    settings: 'Inställningar',
    logout: 'Logga ut',
    favourites: 'Favoriter',
    notifications: 'Notiser',
    notificationsCount_one: '{{count}} ny notis',
    notificationsCount_other: '{{count}} nya notiser',
    noNotifications: 'Du har inga notiser just nu.',
    userMenu: 'Användarmeny för {{name}}',
    searchLabel: 'Vad letar du efter?',
    searchPlaceholder: 'Sök på sidan, t.ex. bostad eller ort',
    searchSubmit: 'Sök',
    searchMinLength: 'Skriv minst två tecken.',
    popularSearches: 'Populära sökningar',
    searchHomes: 'Sök bostad',
    chooseLanguage: 'Välj språk',
    chooseCountry: 'Välj land',
  },
  footer: {
    company: 'Företaget',
    discover: 'Upptäck',
    help: 'Hjälp',
    followUs: 'Följ oss',
    countries: 'Våra marknader',
    cookieSettings: 'Cookieinställningar',
    organisationNumber: 'Org.nr {{number}}',
  },
  crisisBanner: {
    dismiss: 'Stäng meddelandet',
    readMore: 'Läs mer',
    showAll: 'Visa hela meddelandet',
    showLess: 'Visa mindre',
    emergency: 'Viktigt meddelande',
  },
  errors: {
    notFoundTitle: 'Sidan finns inte',
    notFoundText:
      'Sidan du letar efter har flyttats eller tagits bort. Prova att söka eller gå till startsidan.',
    serverErrorTitle: 'Något gick fel',
    serverErrorText: 'Ett tekniskt fel uppstod hos oss. Försök igen om en stund.',
    serviceUnavailableTitle: 'Tjänsten är tillfälligt otillgänglig',
    serviceUnavailableText: 'Vi kommer inte åt våra uppgifter just nu. Försök igen om några sekunder.',
    tryAgain: 'Försök igen',
    toHome: 'Till startsidan',
    unknownTemplateTitle: 'Sidan kan inte visas',
    unknownTemplateText: 'Sidan har en mall som vi inte känner igen ({{template}}). Vi har noterat felet.',
    somethingWentWrong: 'Något gick fel',
  },
  toast: {
    dismiss: 'Stäng meddelandet',
    networkError: 'Vi når inte servern just nu. Kontrollera din anslutning och försök igen.',
    unknownError: 'Något gick fel. Försök igen om en stund.',
  },
  dev: {
    menu: 'Utvecklarmeny',
    environment: 'Miljö: {{environment}}',
    sites: 'Webbplatser',
    openApi: 'API-dokumentation',
    testError: 'Testa felsida',
  },
  sales: {
    currentProjects: 'Aktuella projekt',
    currentProjectsIntro: 'Till salu nu och snart till salu.',
    comingSoon: 'Kommer snart',
    showAllHomes: 'Visa alla bostäder',
    priceLater: 'Pris meddelas senare',
    nearestShowings: 'Närmaste visningar',
    noShowings: 'Inga visningar är inlagda just nu.',
    favourite: 'Spara som favorit',
    interest: 'Anmäl intresse',
    interestSaved: 'Din intresseanmälan är sparad på ditt konto.',
    interestInBrowser: 'Sparad i den här webbläsaren. Logga in så sparas den på ditt konto.',
    interestLogin: 'Logga in och spara',
    saveFailed: 'Det gick inte att spara. Försök igen.',
    bookShowing: 'Boka visning',
    bookShowingOf: 'Boka visning av {{name}}',
    bookShowingIntro: 'Välj en visning och fyll i dina uppgifter, så bekräftar vi tiden.',
    favouriteNotice: 'Logga in för att spara favoriter. Favoriten sparas när du har loggat in.',
  },
  article: {
    published: 'Publicerad {{date}}',
    related: 'Läs också',
  },
  residence,
  residenceSearch,
  residencePages,
  content,
  textSearch,
  cookieConsent,
  account,
  faultReport,
} as const;
