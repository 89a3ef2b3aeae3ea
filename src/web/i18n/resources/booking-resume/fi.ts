import type { Translations } from '../../../../shared/texts/translations';
import type { bookingResume as source } from './sv';

export const bookingResume: Translations<typeof source> = {
  heading: 'Jatka varaustasi',
  held: '{{home}} kohteessa {{stage}} on varattu sinulle vielä {{time}}.',
  signed:
    'Olet allekirjoittanut kohteen {{home}} ({{stage}}) sopimuksen. Vie varaus loppuun {{time}} kuluessa.',
  underWay: 'Varauksesi ({{home}}, {{stage}}) on kesken.',
  homeNumber: 'Asunto {{number}}',
  hoursMinutes: '{{hours}} t {{minutes}} min',
  action: 'Jatka varausta',
  failed: 'Varauksen avaaminen ei onnistunut. Yritä uudelleen.',
};
