import type { Translations } from '../../../../shared/texts/translations';
import type { bookingResume as source } from './sv';

export const bookingResume: Translations<typeof source> = {
  heading: 'Fortsett bestillingen din',
  held: '{{home}} i {{stage}} er reservert for deg i {{time}} til.',
  signed: 'Du har signert avtalen for {{home}} i {{stage}}. Fullfør bestillingen innen {{time}}.',
  underWay: 'Bestillingen din av {{home}} i {{stage}} er ikke fullført.',
  homeNumber: 'Bolig {{number}}',
  hoursMinutes: '{{hours}} t {{minutes}} min',
  action: 'Fortsett bestillingen',
  failed: 'Vi kunne ikke åpne bestillingen. Prøv igjen.',
};
