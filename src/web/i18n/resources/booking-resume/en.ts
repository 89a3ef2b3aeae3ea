import type { Translations } from '../../../../shared/texts/translations';
import type { bookingResume as source } from './sv';

export const bookingResume: Translations<typeof source> = {
  heading: 'Continue your booking',
  held: '{{home}} in {{stage}} is reserved for you for another {{time}}.',
  signed: 'You have signed the agreement for {{home}} in {{stage}}. Finish the booking within {{time}}.',
  underWay: 'Your booking of {{home}} in {{stage}} is not finished.',
  homeNumber: 'Home {{number}}',
  hoursMinutes: '{{hours}} h {{minutes}} min',
  action: 'Continue booking',
  failed: 'The booking could not be opened. Please try again.',
};
