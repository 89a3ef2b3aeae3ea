// Texts of the public templates of issue 35 item 4 (areas, purchase notification, payment page),
// carried by their chunks only (page-namespace.ts); no, fi and en have the same keys.
export const publicTemplates = {
  areas: {
    stages_one: '{{count}} projekt',
    stages_other: '{{count}} projekt',
    none: 'Just nu finns inga bostadsområden att visa.',
    search: 'Sök bland alla bostäder',
    listLabel: 'Bostadsområden',
  },
  purchase: {
    stageId: 'Projekt',
    chooseStage: 'Välj projekt',
    objectNumber: 'Bostadsnummer',
    objectNumberHint: 'Står i ditt köpeavtal, till exempel A-1203.',
    unknownHome:
      'Vi hittar ingen bostad med det numret i projektet du valt. Kontrollera numret i köpeavtalet.',
    unknownStage: 'Välj ett av projekten i listan.',
    noStages: 'Just nu finns inga projekt att anmäla köp i. Kontakta kundservice.',
    submit: 'Skicka köpanmälan',
    thanks: 'Vi har tagit emot din köpanmälan och hör av oss inom två arbetsdagar.',
    already:
      'Vi hade redan din köpanmälan för den här bostaden. Den gäller, du behöver inte skicka den igen.',
    home: 'Bostad',
    reference: 'Referens',
    another: 'Anmäl ett köp till',
  },
  payment: {
    loading: 'Hämtar betalningen …',
    missing: 'Länken pekar inte på någon betalning. Dina betalningar finns under Mina sidor.',
    notFound: 'Vi hittar ingen betalning för den här länken bland dina betalningar på den här webbplatsen.',
    loadFailed: 'Betalningen kunde inte hämtas just nu.',
    retry: 'Försök igen',
    toMyPayments: 'Till dina betalningar',
    paid: 'Betalningen är gjord. Tack!',
    notDue: 'Den här betalningen ska inte betalas nu.',
    showReceipt: 'Visa kvittot',
  },
} as const;
