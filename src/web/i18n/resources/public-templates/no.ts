import type { Translations } from '../../../../shared/texts/translations';
import type { publicTemplates as source } from './sv';

export const publicTemplates: Translations<typeof source> = {
  areas: {
    stages_one: '{{count}} prosjekt',
    stages_other: '{{count}} prosjekter',
    none: 'Akkurat nå er det ingen boligområder å vise.',
    search: 'Søk blant alle boliger',
    listLabel: 'Boligområder',
  },
  purchase: {
    stageId: 'Prosjekt',
    chooseStage: 'Velg prosjekt',
    objectNumber: 'Bolignummer',
    objectNumberHint: 'Står i kjøpekontrakten din, for eksempel A-1203.',
    unknownHome:
      'Vi finner ingen bolig med det nummeret i prosjektet du valgte. Sjekk nummeret i kjøpekontrakten.',
    unknownStage: 'Velg et av prosjektene i listen.',
    noStages: 'Akkurat nå er det ingen prosjekter å melde kjøp i. Kontakt kundeservice.',
    submit: 'Send kjøpsmeldingen',
    thanks: 'Vi har mottatt kjøpsmeldingen din og tar kontakt innen to arbeidsdager.',
    already:
      'Vi hadde allerede kjøpsmeldingen din for denne boligen. Den gjelder, du trenger ikke sende den igjen.',
    home: 'Bolig',
    reference: 'Referanse',
    another: 'Meld et kjøp til',
  },
  payment: {
    loading: 'Henter betalingen …',
    missing: 'Lenken peker ikke på noen betaling. Betalingene dine finner du under Mine sider.',
    notFound: 'Vi finner ingen betaling for denne lenken blant betalingene dine på dette nettstedet.',
    loadFailed: 'Betalingen kunne ikke hentes akkurat nå.',
    retry: 'Prøv igjen',
    toMyPayments: 'Til betalingene dine',
    paid: 'Betalingen er gjennomført. Takk!',
    notDue: 'Denne betalingen skal ikke betales nå.',
    showReceipt: 'Vis kvitteringen',
  },
};
