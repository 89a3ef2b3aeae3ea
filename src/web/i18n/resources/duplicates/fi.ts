import type { Translations } from '../../../../shared/texts/translations';
import type { duplicates as source } from './sv';

export const duplicates: Translations<typeof source> = {
  heading: 'Onko joku jo ilmoittanut tästä?',
  loading: 'Etsitään talon aiempia ilmoituksia …',
  loadFailed: 'Emme voineet tarkistaa, onko vika jo ilmoitettu. Voit ilmoittaa sen silti.',
  none: 'Kukaan ei ole ilmoittanut tällaisesta viasta talossa viimeisen kuukauden aikana.',
  intro_one:
    'Talossa on viimeisen kuukauden ajalta yksi avoin asia samasta aiheesta. Jos se koskee sinun vikaasi, voit seurata sitä sen sijaan, että ilmoittaisit uudelleen.',
  intro_other:
    'Talossa on viimeisen kuukauden ajalta {{count}} avointa asiaa samasta aiheesta. Jos jokin niistä koskee sinun vikaasi, voit seurata sitä sen sijaan, että ilmoittaisit uudelleen.',
  ticket: 'Asia {{ticketNumber}}',
  area: 'Koskee',
  reported: 'Ilmoitettu',
  status: 'Tila',
  statusGroups: {
    registered: 'Rekisteröity',
    ongoing: 'Käsittelyssä',
    executed: 'Korjattu',
  },
  description: 'Kuvaus',
  mine: 'Tämä on sinun asiasi. Saat tiedon, kun se muuttuu.',
  following: 'Seuraat tätä asiaa.',
  follow: 'Seuraa asiaa {{ticketNumber}}',
  followPending: 'Seurataan …',
  followFailed: 'Asian seuraaminen ei onnistunut. Yritä uudelleen.',
  followedDone:
    'Seuraat nyt ilmoitusta {{ticketNumber}}. Lähetämme sinulle sähköpostia, kun se etenee, joten vikaa ei tarvitse ilmoittaa uudelleen.',
  closeReport: 'Valmis – sulje vikailmoitus',
  continueOther: 'Vikani on toinen – jatka',
  continue: 'Jatka',
};
