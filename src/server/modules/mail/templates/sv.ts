import type { MailTexts } from './mail-kinds';

// Swedish mails. "En timme" and "ett dygn" are the link lifetimes in one-time-tokens.ts.

const ignoreIfNotYou = 'Om det inte var du som bad om det här kan du bortse från meddelandet.';

export const sv: MailTexts = {
  lang: 'sv',
  greeting: (firstName) => (firstName ? `Hej ${firstName}!` : 'Hej!'),
  linkFallback: 'Fungerar inte länken? Kopiera den här adressen till webbläsaren:',
  signOff: 'Vänliga hälsningar',
  automatic: 'Meddelandet skickades automatiskt och går inte att svara på.',
  kinds: {
    'reset-password': ({ brand, link }) => ({
      subject: `Välj ett nytt lösenord hos ${brand}`,
      intro: [
        `Vi har fått en begäran om att byta lösenord till ditt konto hos ${brand}. Öppna länken inom en timme för att välja ett nytt lösenord. Länken fungerar bara en gång.`,
      ],
      action: { label: 'Välj nytt lösenord', url: link },
      outro: [`${ignoreIfNotYou} Ditt nuvarande lösenord gäller som vanligt.`],
    }),
    'confirm-new-email': ({ brand, link, newEmail }) => ({
      subject: `Bekräfta din nya e-postadress hos ${brand}`,
      intro: [
        `Du har bett om att få använda ${newEmail} till ditt konto hos ${brand}. Öppna länken inom ett dygn för att bekräfta bytet.`,
      ],
      action: { label: 'Bekräfta e-postadressen', url: link },
      outro: [`${ignoreIfNotYou} Ingenting ändras förrän länken används.`],
    }),
    'email-already-used': ({ brand }) => ({
      subject: `E-postadressen har redan ett konto hos ${brand}`,
      intro: [
        `Någon har bett om att få använda den här e-postadressen till ett konto hos ${brand}, men adressen används redan av ett annat konto. Ingenting har ändrats.`,
        'Om det var du kan du logga in med den här adressen, eller välja en annan adress till det andra kontot.',
      ],
      outro: ['Om det inte var du behöver du inte göra något.'],
    }),
    'errand-status-changed': ({ brand, errandNumber, status, link }) => ({
      subject: `Ditt ärende ${errandNumber} hos ${brand} har fått ny status`,
      intro: [`Ditt ärende ${errandNumber} hos ${brand} har nu statusen: ${status}.`],
      action: { label: 'Visa ärendet', url: link },
    }),
    'case-copy': ({ brand, errandNumber, problemArea, place, description, link }) => ({
      subject: `Kopia av felanmälan ${errandNumber} till ${brand}`,
      intro: [
        `Här är en kopia av felanmälan ${errandNumber} som du skickade till ${brand}.`,
        `Problemområde: ${problemArea}`,
        `Plats: ${place}`,
        `Beskrivning: ${description}`,
      ],
      ...(link ? { action: { label: 'Följ ärendet', url: link } } : {}),
    }),
    'followed-errand-status-changed': ({ brand, errandNumber, problemArea, status }) => ({
      subject: `Felanmälan ${errandNumber} som du följer hos ${brand} har fått ny status`,
      intro: [
        `Felanmälan ${errandNumber} (${problemArea}) som du följer har nu statusen: ${status}.`,
        'Du får det här meddelandet eftersom du valde att följa ärendet i stället för att anmäla samma fel igen.',
      ],
    }),
    'errand-comment': ({ brand, errandNumber, link }) => ({
      subject: `Ny kommentar i ditt ärende ${errandNumber} hos ${brand}`,
      intro: [`En handläggare hos ${brand} har skrivit en kommentar i ditt ärende ${errandNumber}.`],
      action: { label: 'Läs kommentaren', url: link },
    }),
    'saved-search-match': ({ brand, searchName, count, homes, link }) => ({
      subject: `Nya bostäder för din sökning ${searchName} hos ${brand}`,
      intro: [
        count === 1
          ? `En ny bostad matchar din sparade sökning ${searchName}:`
          : `${count} nya bostäder matchar din sparade sökning ${searchName}:`,
        ...homes.map((home) => `${home.name}: ${home.url}`),
      ],
      action: { label: 'Visa sökningen', url: link },
      outro: ['Du kan byta namn på eller ta bort dina sparade sökningar under Mina sidor.'],
    }),
    'booking-lapsed': ({ brand, home, link }) => ({
      subject: `Din bokning hos ${brand} har gått ut`,
      intro: [
        `Bokningsavgiften för ${home} var inte betald när reservationstiden tog slut, så bokningen har gått ut och bostaden är inte längre reserverad för dig.`,
        'Vill du fortfarande ha bostaden kan du boka den igen om den är ledig.',
      ],
      action: { label: 'Se bostaden', url: link },
    }),
    'booking-confirmation': ({ brand, home, price, bookingFee, coBuyer, attached, link }) => ({
      subject: `Din bokning hos ${brand} är klar`,
      intro: [
        `Tack för din bokning hos ${brand}. Bostaden ${home} är nu bokad för dig${coBuyer ? ` och ${coBuyer}` : ''}.`,
        `Pris: ${price}. Bokningsavgift: ${bookingFee}.`,
        attached ? 'Det signerade bokningsavtalet finns bifogat.' : 'Bokningsavtalet finns under Mina sidor.',
      ],
      ...(link ? { action: { label: 'Se din bokning', url: link } } : {}),
      outro: ['Vi hör av oss inför nästa steg: tillval, besiktning och tillträde.'],
    }),
    'page-enquiry': ({ brand, page, sender, message, link }) => ({
      subject: `Nytt meddelande om ${page} via ${brand}`,
      intro: [
        `${sender.name} har skickat ett meddelande om ${page} via webbplatsen. Svara gärna inom två arbetsdagar.`,
        `Namn: ${sender.name}`,
        `E-post: ${sender.email}`,
        `Telefon: ${sender.phone}`,
        `Meddelande: ${message || '–'}`,
      ],
      action: { label: 'Öppna sidan', url: link },
    }),
  },
};
