import type { Locale } from '../sites/site-types';
import {
  COOKIES,
  type CookieCategory,
  type CookieKey,
  type CookieLifetime,
  type CookieSpec,
} from './cookie-table';

// What the cookies page says of each cookie of the table, in the four languages (issue 35 item
// 2). The server fills the page's cookie-table block from these when it serves the page, so the
// page lists exactly the cookies the code sets, in their categories, with their lifetimes.

interface CookieTexts {
  columns: { name: string; purpose: string; category: string; lifetime: string };
  categories: Record<CookieCategory, string>;
  lifetime: (lifetime: CookieLifetime) => string;
  purposes: Record<CookieKey, string>;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Days as months where they are whole months (the table keeps 30-day months). */
function lifetimeIn(words: {
  minute: [string, string];
  day: [string, string];
  month: [string, string];
  session: string;
  hold: string;
}): (lifetime: CookieLifetime) => string {
  return (lifetime) => {
    if (lifetime === 'session') return words.session;
    if (lifetime === 'hold') return words.hold;
    if ('minutes' in lifetime) return plural(lifetime.minutes, ...words.minute);
    if (lifetime.days >= 30 && lifetime.days % 30 === 0) return plural(lifetime.days / 30, ...words.month);
    return plural(lifetime.days, ...words.day);
  };
}

const TEXTS: Record<Locale, CookieTexts> = {
  sv: {
    columns: { name: 'Cookie', purpose: 'Vad den gör', category: 'Typ', lifetime: 'Sparas' },
    categories: {
      essential: 'Nödvändig',
      statistics: 'Statistik',
      marketing: 'Marknadsföring',
      thirdParty: 'Tredje part',
    },
    lifetime: lifetimeIn({
      minute: ['minut', 'minuter'],
      day: ['dag', 'dagar'],
      month: ['månad', 'månader'],
      session: 'Tills du stänger webbläsaren',
      hold: 'Tills reservationen går ut',
    }),
    purposes: {
      jwtToken: 'Håller dig inloggad.',
      loggedIn: 'Talar om för sidan att du är inloggad; innehåller ingen inloggning.',
      bankIdSession: 'Knyter en BankID-inloggning till webbläsaren som startade den.',
      eidentSession: 'Knyter en e-legitimering till webbläsaren som startade den.',
      knownDevice:
        'Känner igen en webbläsare du loggat in från, så att ett angrepp på kontot inte stänger ute dig.',
      jmuid: 'Ett anonymt besökar-id för statistik och för att visa bostäder nära dig först.',
      consentSettings: 'Sparar ditt cookieval.',
      interest: 'Kommer ihåg vilka bostäder du har anmält intresse för.',
      sourceMedium: 'Var du kom ifrån (utm_source och utm_medium i länken).',
      residenceType: 'Vilken sorts resultat du senast valde i bostadssöket.',
      scrollPosition: 'Var i resultatlistan du var, så att du kommer tillbaka dit.',
      searchResultItems: 'Hur många sökresultat du hade laddat.',
      selectedResidence: 'Vilken bostad du valde i resultatlistan.',
      premisesFilters: 'Dina val i lokalsöket.',
      favoriteNotice: 'Att du har sett tipset om favoriter.',
      buyResidence: 'Bokningen du håller på med, så att den finns kvar om du laddar om sidan.',
      buyResidenceExpire: 'När reservationen av bostaden går ut, för nedräkningen.',
      buyResidenceSign: 'Avtalet du signerar, så att signeringen fortsätter efter BankID-appen.',
      faultReportDraft:
        'Felanmälan du skriver (utan bilder), så att den finns kvar om du loggar in eller laddar om.',
    },
  },
  en: {
    columns: { name: 'Cookie', purpose: 'What it does', category: 'Type', lifetime: 'Kept for' },
    categories: {
      essential: 'Necessary',
      statistics: 'Statistics',
      marketing: 'Marketing',
      thirdParty: 'Third party',
    },
    lifetime: lifetimeIn({
      minute: ['minute', 'minutes'],
      day: ['day', 'days'],
      month: ['month', 'months'],
      session: 'Until you close the browser',
      hold: 'Until the reservation ends',
    }),
    purposes: {
      jwtToken: 'Keeps you logged in.',
      loggedIn: 'Tells the page that you are logged in; holds no login itself.',
      bankIdSession: 'Ties a BankID login to the browser that started it.',
      eidentSession: 'Ties an electronic identification to the browser that started it.',
      knownDevice:
        'Recognises a browser you have logged in from, so an attack on the account does not lock you out.',
      jmuid: 'An anonymous visitor id for statistics and for showing homes near you first.',
      consentSettings: 'Stores your cookie choice.',
      interest: 'Remembers the homes you have registered interest in.',
      sourceMedium: 'Where you came from (utm_source and utm_medium in the link).',
      residenceType: 'The kind of results you last chose in the home search.',
      scrollPosition: 'Where you were in the result list, so you return there.',
      searchResultItems: 'How many search results you had loaded.',
      selectedResidence: 'The home you picked in the result list.',
      premisesFilters: 'Your choices in the premises search.',
      favoriteNotice: 'That you have seen the tip about favourites.',
      buyResidence: 'The booking you are making, so it is still there if you reload the page.',
      buyResidenceExpire: 'When the reservation of the home ends, for the countdown.',
      buyResidenceSign: 'The agreement you are signing, so signing goes on after the BankID app.',
      faultReportDraft: 'The fault report you are writing (without photos), kept if you log in or reload.',
    },
  },
  no: {
    columns: { name: 'Informasjonskapsel', purpose: 'Hva den gjør', category: 'Type', lifetime: 'Lagres' },
    categories: {
      essential: 'Nødvendig',
      statistics: 'Statistikk',
      marketing: 'Markedsføring',
      thirdParty: 'Tredjepart',
    },
    lifetime: lifetimeIn({
      minute: ['minutt', 'minutter'],
      day: ['dag', 'dager'],
      month: ['måned', 'måneder'],
      session: 'Til du lukker nettleseren',
      hold: 'Til reservasjonen går ut',
    }),
    purposes: {
      jwtToken: 'Holder deg innlogget.',
      loggedIn: 'Forteller siden at du er innlogget; inneholder ingen innlogging.',
      bankIdSession: 'Knytter en BankID-innlogging til nettleseren som startet den.',
      eidentSession: 'Knytter en elektronisk identifisering til nettleseren som startet den.',
      knownDevice:
        'Kjenner igjen en nettleser du har logget inn fra, så et angrep på kontoen ikke stenger deg ute.',
      jmuid: 'En anonym besøks-ID til statistikk og for å vise boliger nær deg først.',
      consentSettings: 'Lagrer valget ditt om informasjonskapsler.',
      interest: 'Husker hvilke boliger du har meldt interesse for.',
      sourceMedium: 'Hvor du kom fra (utm_source og utm_medium i lenken).',
      residenceType: 'Hvilken type resultater du sist valgte i boligsøket.',
      scrollPosition: 'Hvor i resultatlisten du var, så du kommer tilbake dit.',
      searchResultItems: 'Hvor mange søkeresultater du hadde lastet.',
      selectedResidence: 'Boligen du valgte i resultatlisten.',
      premisesFilters: 'Valgene dine i lokalsøket.',
      favoriteNotice: 'At du har sett tipset om favoritter.',
      buyResidence: 'Bestillingen du holder på med, så den er der om du laster siden på nytt.',
      buyResidenceExpire: 'Når reservasjonen av boligen går ut, for nedtellingen.',
      buyResidenceSign: 'Avtalen du signerer, så signeringen fortsetter etter BankID-appen.',
      faultReportDraft:
        'Feilmeldingen du skriver (uten bilder), så den er der om du logger inn eller laster på nytt.',
    },
  },
  fi: {
    columns: {
      name: 'Eväste',
      purpose: 'Mihin sitä käytetään',
      category: 'Tyyppi',
      lifetime: 'Säilytysaika',
    },
    categories: {
      essential: 'Välttämätön',
      statistics: 'Tilastot',
      marketing: 'Markkinointi',
      thirdParty: 'Kolmas osapuoli',
    },
    lifetime: lifetimeIn({
      minute: ['minuutti', 'minuuttia'],
      day: ['päivä', 'päivää'],
      month: ['kuukausi', 'kuukautta'],
      session: 'Kunnes suljet selaimen',
      hold: 'Kunnes varaus päättyy',
    }),
    purposes: {
      jwtToken: 'Pitää sinut kirjautuneena.',
      loggedIn: 'Kertoo sivulle, että olet kirjautunut; ei sisällä kirjautumista.',
      bankIdSession: 'Sitoo BankID-kirjautumisen selaimeen, josta se aloitettiin.',
      eidentSession: 'Sitoo vahvan tunnistautumisen selaimeen, josta se aloitettiin.',
      knownDevice:
        'Tunnistaa selaimen, josta olet kirjautunut, jotta tiliin kohdistuva hyökkäys ei estä sinua.',
      jmuid: 'Anonyymi kävijätunniste tilastointiin ja lähellä olevien asuntojen näyttämiseen ensin.',
      consentSettings: 'Tallentaa evästevalintasi.',
      interest: 'Muistaa asunnot, joista olet ilmoittanut kiinnostuksesi.',
      sourceMedium: 'Mistä tulit (linkin utm_source ja utm_medium).',
      residenceType: 'Minkä tyyppiset tulokset valitsit viimeksi asuntohaussa.',
      scrollPosition: 'Missä kohtaa tulosluetteloa olit, jotta palaat sinne.',
      searchResultItems: 'Kuinka monta hakutulosta olit ladannut.',
      selectedResidence: 'Asunto, jonka valitsit tulosluettelosta.',
      premisesFilters: 'Valintasi toimitilahaussa.',
      favoriteNotice: 'Että olet nähnyt vinkin suosikeista.',
      buyResidence: 'Tekeillä oleva varauksesi, jotta se säilyy, jos lataat sivun uudelleen.',
      buyResidenceExpire: 'Milloin asunnon varaus päättyy, ajastinta varten.',
      buyResidenceSign: 'Allekirjoitettava sopimus, jotta allekirjoitus jatkuu BankID-sovelluksen jälkeen.',
      faultReportDraft:
        'Kirjoittamasi vikailmoitus (ilman kuvia), jotta se säilyy, jos kirjaudut tai lataat sivun.',
    },
  },
};

export interface CookieTableRow {
  name: string;
  purpose: string;
  category: string;
  lifetime: string;
}

export interface CookieTableTexts {
  columns: CookieTexts['columns'];
  rows: CookieTableRow[];
}

/** The cookie table as the cookies page of a site in `locale` shows it: essential first. */
export function cookieTableIn(locale: Locale): CookieTableTexts {
  const texts = TEXTS[locale];
  const entries = Object.entries(COOKIES) as [CookieKey, CookieSpec][];
  const essentialFirst = [
    ...entries.filter(([, spec]) => spec.category === 'essential'),
    ...entries.filter(([, spec]) => spec.category !== 'essential'),
  ];
  return {
    columns: texts.columns,
    rows: essentialFirst.map(([key, spec]) => ({
      name: spec.name,
      purpose: texts.purposes[key],
      category: texts.categories[spec.category],
      lifetime: texts.lifetime(spec.lifetime),
    })),
  };
}
