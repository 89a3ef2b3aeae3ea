import type { MailTexts } from './mail-kinds';

// Finnish mails. The brand stands uninflected after "palvelussa" (the service), so any brand
// name reads right. "Tunnin" and "vuorokauden" are the link lifetimes in one-time-tokens.ts.

const ignoreIfNotYou = 'Jos et itse pyytänyt tätä, voit jättää viestin huomiotta.';

export const fi: MailTexts = {
  lang: 'fi',
  greeting: (firstName) => (firstName ? `Hei ${firstName}!` : 'Hei!'),
  linkFallback: 'Jos linkki ei toimi, kopioi tämä osoite selaimeen:',
  signOff: 'Ystävällisin terveisin',
  automatic: 'Viesti on lähetetty automaattisesti eikä siihen voi vastata.',
  kinds: {
    'reset-password': ({ brand, link }) => ({
      subject: `Valitse uusi salasana – ${brand}`,
      intro: [
        `Saimme pyynnön vaihtaa tilisi salasanan palvelussa ${brand}. Avaa linkki tunnin kuluessa ja valitse uusi salasana. Linkkiä voi käyttää vain kerran.`,
      ],
      action: { label: 'Valitse uusi salasana', url: link },
      outro: [`${ignoreIfNotYou} Nykyinen salasanasi on edelleen voimassa.`],
    }),
    'confirm-new-email': ({ brand, link, newEmail }) => ({
      subject: `Vahvista uusi sähköpostiosoitteesi – ${brand}`,
      intro: [
        `Pyysit, että tililläsi palvelussa ${brand} käytetään jatkossa osoitetta ${newEmail}. Vahvista muutos avaamalla linkki vuorokauden kuluessa.`,
      ],
      action: { label: 'Vahvista sähköpostiosoite', url: link },
      outro: [`${ignoreIfNotYou} Mitään ei muuteta ennen kuin linkkiä käytetään.`],
    }),
    'email-already-used': ({ brand }) => ({
      subject: `Sähköpostiosoitteella on jo tili – ${brand}`,
      intro: [
        `Joku pyysi, että tätä sähköpostiosoitetta käytettäisiin tilillä palvelussa ${brand}, mutta osoite on jo toisen tilin käytössä. Mitään ei ole muutettu.`,
        'Jos pyyntö oli sinun, kirjaudu sisään tällä osoitteella tai valitse toiselle tilille eri osoite.',
      ],
      outro: ['Jos pyyntö ei ollut sinun, sinun ei tarvitse tehdä mitään.'],
    }),
    'errand-status-changed': ({ brand, errandNumber, status, link }) => ({
      subject: `Palvelupyyntösi ${errandNumber} tila on muuttunut – ${brand}`,
      intro: [`Palvelupyyntösi ${errandNumber} palvelussa ${brand} on nyt tilassa: ${status}.`],
      action: { label: 'Näytä palvelupyyntö', url: link },
    }),
    'case-copy': ({ brand, errandNumber, problemArea, place, description, link }) => ({
      subject: `Kopio vikailmoituksesta ${errandNumber} – ${brand}`,
      intro: [
        `Tässä on kopio vikailmoituksesta ${errandNumber}, jonka lähetit palveluun ${brand}.`,
        `Ongelma-alue: ${problemArea}`,
        `Paikka: ${place}`,
        `Kuvaus: ${description}`,
      ],
      ...(link ? { action: { label: 'Seuraa ilmoitusta', url: link } } : {}),
    }),
    'followed-errand-status-changed': ({ brand, errandNumber, problemArea, status }) => ({
      subject: `Seuraamasi vikailmoitus ${errandNumber} – ${brand}: uusi tila`,
      intro: [
        `Seuraamasi vikailmoitus ${errandNumber} (${problemArea}) on nyt tilassa: ${status}.`,
        'Saat tämän viestin, koska valitsit seurata ilmoitusta sen sijaan, että olisit ilmoittanut saman vian uudelleen.',
      ],
    }),
    'errand-comment': ({ brand, errandNumber, link }) => ({
      subject: `Uusi kommentti palvelupyynnössäsi ${errandNumber} – ${brand}`,
      intro: [`Käsittelijä palvelussa ${brand} on kommentoinut palvelupyyntöäsi ${errandNumber}.`],
      action: { label: 'Lue kommentti', url: link },
    }),
    'saved-search-match': ({ brand, searchName, count, homes, link }) => ({
      subject: `Uusia asuntoja hakuusi ${searchName} – ${brand}`,
      intro: [
        count === 1
          ? `Uusi asunto vastaa tallennettua hakuasi ${searchName}:`
          : `${count} uutta asuntoa vastaa tallennettua hakuasi ${searchName}:`,
        ...homes.map((home) => `${home.name}: ${home.url}`),
      ],
      action: { label: 'Näytä haku', url: link },
      outro: ['Voit nimetä tallennetut hakusi uudelleen tai poistaa ne Omilla sivuilla.'],
    }),
    'booking-lapsed': ({ brand, home, link }) => ({
      subject: `Varauksesi on rauennut – ${brand}`,
      intro: [
        `Asunnon ${home} varausmaksua ei ollut maksettu varausajan päättyessä, joten varaus on rauennut eikä asunto ole enää varattu sinulle.`,
        'Jos haluat yhä asunnon, voit varata sen uudelleen, jos se on vapaana.',
      ],
      action: { label: 'Katso asunto', url: link },
    }),
    'booking-confirmation': ({ brand, home, price, bookingFee, coBuyer, attached, link }) => ({
      subject: `Varauksesi – ${brand}`,
      intro: [
        // Thanks from the company, not to it: the brand signs the mail, it is not thanked.
        `Kiitos varauksestasi! Asunto ${home} on nyt varattu sinulle${coBuyer ? ` ja henkilölle ${coBuyer}` : ''}.`,
        `Hinta: ${price}. Varausmaksu: ${bookingFee}.`,
        attached ? 'Allekirjoitettu varaussopimus on liitteenä.' : 'Varaussopimus löytyy Omilta sivuilta.',
      ],
      ...(link ? { action: { label: 'Katso varauksesi', url: link } } : {}),
      outro: ['Olemme yhteydessä ennen seuraavia vaiheita: lisävalinnat, tarkastus ja muutto.'],
    }),
    'page-enquiry': ({ brand, page, sender, message, link }) => ({
      subject: `Uusi viesti kohteesta ${page} – ${brand}`,
      intro: [
        `${sender.name} on lähettänyt viestin kohteesta ${page} verkkosivujen kautta. Vastaathan kahden arkipäivän kuluessa.`,
        `Nimi: ${sender.name}`,
        `Sähköposti: ${sender.email}`,
        `Puhelin: ${sender.phone}`,
        `Viesti: ${message || '–'}`,
      ],
      action: { label: 'Avaa sivu', url: link },
    }),
  },
};
