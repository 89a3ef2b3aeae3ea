import type { MailTexts } from './mail-kinds';

// Norwegian (bokmål) mails. "En time" and "et døgn" are the link lifetimes in one-time-tokens.ts.

const ignoreIfNotYou = 'Hvis det ikke var du som ba om dette, kan du se bort fra denne e-posten.';

export const no: MailTexts = {
  lang: 'nb',
  greeting: (firstName) => (firstName ? `Hei ${firstName}!` : 'Hei!'),
  linkFallback: 'Virker ikke lenken? Kopier denne adressen inn i nettleseren:',
  signOff: 'Vennlig hilsen',
  automatic: 'E-posten er sendt automatisk og kan ikke besvares.',
  kinds: {
    'reset-password': ({ brand, link }) => ({
      subject: `Velg et nytt passord hos ${brand}`,
      intro: [
        `Vi har fått en forespørsel om å bytte passordet til kontoen din hos ${brand}. Åpne lenken innen en time for å velge et nytt passord. Lenken kan bare brukes én gang.`,
      ],
      action: { label: 'Velg nytt passord', url: link },
      outro: [`${ignoreIfNotYou} Passordet du har nå, gjelder fortsatt.`],
    }),
    'confirm-new-email': ({ brand, link, newEmail }) => ({
      subject: `Bekreft den nye e-postadressen din hos ${brand}`,
      intro: [
        `Du har bedt om å bruke ${newEmail} for kontoen din hos ${brand}. Åpne lenken innen et døgn for å bekrefte byttet.`,
      ],
      action: { label: 'Bekreft e-postadressen', url: link },
      outro: [`${ignoreIfNotYou} Ingenting endres før lenken blir brukt.`],
    }),
    'email-already-used': ({ brand }) => ({
      subject: `E-postadressen har allerede en konto hos ${brand}`,
      intro: [
        `Noen har bedt om å bruke denne e-postadressen for en konto hos ${brand}, men adressen brukes allerede av en annen konto. Ingenting er endret.`,
        'Hvis det var deg, kan du logge inn med denne adressen eller velge en annen adresse for den andre kontoen.',
      ],
      outro: ['Hvis det ikke var deg, trenger du ikke gjøre noe.'],
    }),
    'errand-status-changed': ({ brand, errandNumber, status, link }) => ({
      subject: `Saken din ${errandNumber} hos ${brand} har fått ny status`,
      intro: [`Saken din ${errandNumber} hos ${brand} har nå statusen: ${status}.`],
      action: { label: 'Se saken', url: link },
    }),
    'case-copy': ({ brand, errandNumber, problemArea, place, description, link }) => ({
      subject: `Kopi av feilmelding ${errandNumber} til ${brand}`,
      intro: [
        `Her er en kopi av feilmeldingen ${errandNumber} som du sendte til ${brand}.`,
        `Problemområde: ${problemArea}`,
        `Sted: ${place}`,
        `Beskrivelse: ${description}`,
      ],
      ...(link ? { action: { label: 'Følg saken', url: link } } : {}),
    }),
    'followed-errand-status-changed': ({ brand, errandNumber, problemArea, status }) => ({
      subject: `Feilmeldingen ${errandNumber} du følger hos ${brand} har fått ny status`,
      intro: [
        `Feilmeldingen ${errandNumber} (${problemArea}) som du følger, har nå statusen: ${status}.`,
        'Du får denne meldingen fordi du valgte å følge saken i stedet for å melde den samme feilen på nytt.',
      ],
    }),
    'errand-comment': ({ brand, errandNumber, link }) => ({
      subject: `Ny kommentar i saken din ${errandNumber} hos ${brand}`,
      intro: [`En saksbehandler hos ${brand} har skrevet en kommentar i saken din ${errandNumber}.`],
      action: { label: 'Les kommentaren', url: link },
    }),
    'saved-search-match': ({ brand, searchName, count, homes, link }) => ({
      subject: `Nye boliger for søket ditt ${searchName} hos ${brand}`,
      intro: [
        count === 1
          ? `En ny bolig passer til det lagrede søket ditt ${searchName}:`
          : `${count} nye boliger passer til det lagrede søket ditt ${searchName}:`,
        ...homes.map((home) => `${home.name}: ${home.url}`),
      ],
      action: { label: 'Vis søket', url: link },
      outro: ['Du kan gi nytt navn til eller slette de lagrede søkene dine under Mine sider.'],
    }),
    'booking-lapsed': ({ brand, home, link }) => ({
      subject: `Bestillingen din hos ${brand} er utløpt`,
      intro: [
        `Bestillingsgebyret for ${home} var ikke betalt da reservasjonstiden gikk ut, så bestillingen er utløpt og boligen er ikke lenger reservert for deg.`,
        'Vil du fortsatt ha boligen, kan du bestille den på nytt hvis den er ledig.',
      ],
      action: { label: 'Se boligen', url: link },
    }),
    'booking-confirmation': ({ brand, home, price, bookingFee, coBuyer, attached, link }) => ({
      subject: `Bestillingen din hos ${brand} er fullført`,
      intro: [
        `Takk for bestillingen hos ${brand}. Boligen ${home} er nå bestilt for deg${coBuyer ? ` og ${coBuyer}` : ''}.`,
        `Pris: ${price}. Bestillingsgebyr: ${bookingFee}.`,
        attached
          ? 'Den signerte bestillingsavtalen er vedlagt.'
          : 'Bestillingsavtalen finner du under Mine sider.',
      ],
      ...(link ? { action: { label: 'Se bestillingen', url: link } } : {}),
      outro: ['Vi tar kontakt før neste steg: tilvalg, befaring og overtakelse.'],
    }),
    'page-enquiry': ({ brand, page, sender, message, link }) => ({
      subject: `Ny melding om ${page} via ${brand}`,
      intro: [
        `${sender.name} har sendt en melding om ${page} via nettstedet. Svar gjerne innen to arbeidsdager.`,
        `Navn: ${sender.name}`,
        `E-post: ${sender.email}`,
        `Telefon: ${sender.phone}`,
        `Melding: ${message || '–'}`,
      ],
      action: { label: 'Åpne siden', url: link },
    }),
  },
};
