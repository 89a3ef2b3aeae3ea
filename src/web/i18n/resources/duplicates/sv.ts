// The fault-report wizard's duplicate check (issue 13 item 8): open reports of the same
// problem in the same building, shown before the description. no, fi and en have the same keys.
export const duplicates = {
  heading: 'Har någon redan anmält det här?',
  loading: 'Letar efter tidigare anmälningar i huset …',
  loadFailed: 'Vi kunde inte se om felet redan är anmält. Du kan anmäla det ändå.',
  none: 'Ingen har anmält ett fel av det här slaget i huset den senaste månaden.',
  intro_one:
    'Det finns ett öppet ärende om samma sak i huset från den senaste månaden. Gäller det ditt fel kan du följa ärendet i stället för att anmäla igen.',
  intro_other:
    'Det finns {{count}} öppna ärenden om samma sak i huset från den senaste månaden. Gäller något av dem ditt fel kan du följa det i stället för att anmäla igen.',
  ticket: 'Ärende {{ticketNumber}}',
  area: 'Gäller',
  reported: 'Anmält',
  status: 'Status',
  statusGroups: {
    registered: 'Registrerat',
    ongoing: 'Pågående',
    executed: 'Åtgärdat',
  },
  description: 'Beskrivning',
  mine: 'Det här är ditt ärende. Du får besked när det ändras.',
  following: 'Du följer det här ärendet.',
  follow: 'Följ ärende {{ticketNumber}}',
  followPending: 'Följer …',
  followFailed: 'Det gick inte att följa ärendet. Försök igen.',
  followedDone:
    'Du följer nu ärende {{ticketNumber}}. Vi mejlar dig när det ändras, så du behöver inte anmäla felet igen.',
  closeReport: 'Klart – stäng felanmälan',
  continueOther: 'Mitt fel är ett annat – fortsätt',
  continue: 'Fortsätt',
};
