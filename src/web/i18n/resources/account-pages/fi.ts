import type { Translations } from '../../../../shared/texts/translations';
import type { accountPages as source } from './sv';

export const accountPages: Translations<typeof source> = {
  myPages: {
    greeting: 'Hei {{name}}!',
    intro: 'Täällä on kaikki, mikä koskee tiliäsi palvelussa {{siteName}}.',
    details: 'Omat tietosi',
    name: 'Nimi',
    email: 'Sähköposti',
    phone: 'Puhelin',
    vip: 'VIP',
    vipMember: 'Olet VIP-jäsen palvelussa {{siteName}}.',
    notVip: 'Et ole VIP-jäsen palvelussa {{siteName}}.',
    bookings: 'Varauksesi',
    noBookings: 'Sinulla ei ole varauksia.',
    booking: 'Asunto {{objectNumber}}',
    board: 'Hallitus',
    boardOf: 'Olet kirjautunut hallituksen jäsenenä: {{name}}.',
    changeEmail: 'Vaihda sähköpostiosoite',
    loading: 'Haetaan tietojasi …',
  },
  changeEmail: {
    title: 'Vaihda sähköpostiosoite',
    intro: 'Kirjoita uusi osoite. Lähetämme siihen vahvistuslinkin.',
    email: 'Uusi sähköpostiosoite',
    submit: 'Lähetä vahvistus',
    sent: 'Lähetimme vahvistuslinkin osoitteeseen {{email}}.',
    confirming: 'Vaihdamme sähköpostiosoitettasi …',
    confirmed: 'Sähköpostiosoitteesi on vaihdettu.',
    failed: 'Linkki ei ole voimassa tai se on jo käytetty.',
    loginFirst: 'Kirjaudu sisään vaihtaaksesi sähköpostiosoitteen.',
  },
  consent: {
    title: 'Suostumus',
    intro:
      'Jotta voit käyttää sivuston {{siteName}} Omia sivuja, tarvitsemme suostumuksesi tietojesi käsittelyyn.',
    accept: 'Annan suostumukseni',
    decline: 'En anna suostumusta',
    declineMeans:
      'Jos et anna suostumusta, et voi käyttää sivuston {{siteName}} Omia sivuja, ja sinut kirjataan ulos. Tilisi säilyy, ja suostumusta kysytään uudelleen, kun kirjaudut seuraavan kerran.',
    policy: 'Näin käsittelemme henkilötietojasi',
    loginFirst: 'Kirjaudu sisään antaaksesi suostumuksen.',
    failed: 'Suostumusta ei voitu tallentaa. Yritä uudelleen.',
  },
};
