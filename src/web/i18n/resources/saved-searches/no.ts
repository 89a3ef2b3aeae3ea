import type { Translations } from '../../../../shared/texts/translations';
import type { savedSearches as source } from './sv';

export const savedSearches: Translations<typeof source> = {
  heading: 'Lagrede søk',
  intro: 'Søk du har lagret. Vi sender deg en e-post når nye boliger passer til noen av dem.',
  loading: 'Henter søkene dine …',
  login: 'Logg inn for å se de lagrede søkene dine.',
  loginButton: 'Logg inn',
  errorFetching: 'Vi kunne ikke hente søkene akkurat nå.',
  retry: 'Prøv igjen',
  empty: 'Du har ingen lagrede søk ennå. Lagre et søk på søkesiden, så havner det her.',
  search: 'Søk etter bolig',
  open: 'Vis boligene',
  savedOn: 'Lagret {{date}}',
  rename: 'Gi nytt navn',
  renameLabel: 'Gi nytt navn til {{name}}',
  newName: 'Nytt navn',
  save: 'Lagre',
  cancel: 'Avbryt',
  remove: 'Slett',
  removeLabel: 'Slett {{name}}',
  removed: '{{name}} ble slettet.',
  renamed: 'Søket heter nå {{name}}.',
  failed: 'Det gikk ikke akkurat nå. Prøv igjen.',
};
