// "Continue your booking" on a held home's page, its stage's page and my pages (issue 33 item 2).
// Source language: every other language has exactly these keys.
export const bookingResume = {
  heading: 'Fortsätt din bokning',
  held: '{{home}} i {{stage}} är reserverad för dig i {{time}} till.',
  signed: 'Du har signerat avtalet för {{home}} i {{stage}}. Gör klart bokningen inom {{time}}.',
  underWay: 'Din bokning av {{home}} i {{stage}} är inte klar.',
  homeNumber: 'Bostad {{number}}',
  hoursMinutes: '{{hours}} tim {{minutes}} min',
  action: 'Fortsätt bokningen',
  failed: 'Det gick inte att öppna bokningen. Försök igen.',
};
