// Texts of the cookie-consent modal (platform §4 "Cookie modal").
export const cookieConsent = {
  title: 'Vi använder cookies',
  intro:
    'Nödvändiga cookies behövs för att webbplatsen ska fungera. Med ditt samtycke använder vi även cookies för statistik, marknadsföring och innehåll från tredje part. Du kan ändra ditt val när som helst under Cookieinställningar längst ner på sidan.',
  acceptAll: 'Godkänn alla',
  rejectAll: 'Endast nödvändiga',
  manage: 'Hantera cookies',
  save: 'Spara mina val',
  close: 'Stäng (endast nödvändiga cookies)',
  manageTitle: 'Välj vilka cookies vi får använda',
  categories: {
    essential: 'Nödvändiga',
    essentialDescription: 'Inloggning, sökinställningar och ditt cookieval. Alltid på.',
    statistics: 'Statistik',
    statisticsDescription: 'Hjälper oss att förstå hur webbplatsen används och hur snabb den är.',
    marketing: 'Marknadsföring',
    marketingDescription: 'Visar vilken kampanj du kom från så att vi kan mäta våra annonser.',
    thirdParty: 'Tredje part',
    thirdPartyDescription: 'Innehåll från andra tjänster, till exempel filmer.',
  },
  videoNeedsConsent: 'Filmen visas när du har godkänt cookies från tredje part.',
  openSettings: 'Ändra cookieinställningar',
} as const;
