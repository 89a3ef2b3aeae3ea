import type { Translations } from '../../../../shared/texts/translations';
import type { saveSearch as source } from './sv';

export const saveSearch: Translations<typeof source> = {
  title: 'Lagre søket',
  nameLabel: 'Navn på søket',
  nameHint: 'La feltet stå tomt, så får søket navn etter valgene dine.',
  alertLabel: 'Send meg e-post om nye boliger',
  alertHint: 'Hver dag og hver uke samler de nye boligene i én e-post.',
  alertFrequency: { immediately: 'Med en gang', daily: 'Hver dag', weekly: 'Hver uke', never: 'Aldri' },
  submit: 'Lagre søket',
  close: 'Lukk',
  saved: 'Søket {{name}} er lagret.',
  alreadySaved: 'Du har allerede lagret dette søket som {{name}}.',
  seeAll: 'Se de lagrede søkene dine',
  tooMany: 'Du har lagret så mange søk som mulig. Slett ett først.',
  failed: 'Det gikk ikke akkurat nå. Prøv igjen.',
};
