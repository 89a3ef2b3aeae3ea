import type { Translations } from '../../../../shared/texts/translations';
import type { duplicates as source } from './sv';

export const duplicates: Translations<typeof source> = {
  heading: 'Har noen allerede meldt dette?',
  loading: 'Ser etter tidligere meldinger i bygget …',
  loadFailed: 'Vi kunne ikke se om feilen allerede er meldt. Du kan melde den likevel.',
  none: 'Ingen har meldt en feil av denne typen i bygget den siste måneden.',
  intro_one:
    'Det finnes en åpen sak om det samme i bygget fra den siste måneden. Gjelder den feilen din, kan du følge saken i stedet for å melde den på nytt.',
  intro_other:
    'Det finnes {{count}} åpne saker om det samme i bygget fra den siste måneden. Gjelder en av dem feilen din, kan du følge den i stedet for å melde på nytt.',
  ticket: 'Sak {{ticketNumber}}',
  area: 'Gjelder',
  reported: 'Meldt',
  status: 'Status',
  statusGroups: {
    registered: 'Registrert',
    ongoing: 'Pågår',
    executed: 'Utført',
  },
  description: 'Beskrivelse',
  mine: 'Dette er din sak. Du får beskjed når den endres.',
  following: 'Du følger denne saken.',
  follow: 'Følg sak {{ticketNumber}}',
  followPending: 'Følger …',
  followFailed: 'Vi kunne ikke følge saken. Prøv igjen.',
  followedDone:
    'Du følger nå sak {{ticketNumber}}. Vi sender deg e-post når den endres, så du trenger ikke melde feilen på nytt.',
  closeReport: 'Ferdig – lukk feilmeldingen',
  continueOther: 'Min feil er en annen – fortsett',
  continue: 'Fortsett',
};
