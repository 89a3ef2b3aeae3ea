import type { Translations } from '../../../../shared/texts/translations';
import type { accountPages as source } from './sv';

export const accountPages: Translations<typeof source> = {
  myPages: {
    greeting: 'Hei {{name}}!',
    intro: 'Her samles det som gjelder kontoen din hos {{siteName}}.',
    details: 'Dine opplysninger',
    name: 'Navn',
    email: 'E-post',
    phone: 'Telefon',
    vip: 'VIP',
    vipMember: 'Du er VIP-medlem hos {{siteName}}.',
    notVip: 'Du er ikke VIP-medlem hos {{siteName}}.',
    bookings: 'Dine bestillinger',
    noBookings: 'Du har ingen bestillinger.',
    booking: 'Bolig {{objectNumber}}',
    board: 'Styre',
    boardOf: 'Du er logget inn som styremedlem i {{name}}.',
    changeEmail: 'Bytt e-postadresse',
    loading: 'Henter opplysningene dine …',
  },
  changeEmail: {
    title: 'Bytt e-postadresse',
    intro: 'Skriv den nye adressen. Vi sender en bekreftelseslenke dit.',
    email: 'Ny e-postadresse',
    submit: 'Send bekreftelse',
    sent: 'Vi har sendt en bekreftelseslenke til {{email}}.',
    confirming: 'Vi bytter e-postadressen din …',
    confirmed: 'E-postadressen din er byttet.',
    failed: 'Lenken er ugyldig eller allerede brukt.',
    loginFirst: 'Logg inn for å bytte e-postadresse.',
  },
  consent: {
    title: 'Samtykke',
    intro:
      'For å bruke Mine sider på {{siteName}} trenger vi samtykket ditt til å behandle opplysningene dine.',
    accept: 'Jeg samtykker',
    decline: 'Jeg samtykker ikke',
    declineMeans:
      'Hvis du ikke samtykker, kan du ikke bruke Mine sider på {{siteName}}, og du blir logget ut. Kontoen din blir ikke slettet, og du blir spurt igjen neste gang du logger inn.',
    policy: 'Slik behandler vi personopplysningene dine',
    loginFirst: 'Logg inn for å gi samtykke.',
    failed: 'Samtykket kunne ikke lagres. Prøv igjen.',
  },
};
