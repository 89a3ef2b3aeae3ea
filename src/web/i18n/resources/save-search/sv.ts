// The search page's save dialog (issue 15 item 12). Source language: every other language has
// exactly these keys.
export const saveSearch = {
  title: 'Spara sökningen',
  nameLabel: 'Namn på sökningen',
  nameHint: 'Lämna tomt så får sökningen ett namn efter dina val.',
  alertLabel: 'Mejla mig om nya bostäder',
  alertHint: 'Varje dag och varje vecka samlar de nya bostäderna i ett mejl.',
  alertFrequency: { immediately: 'Direkt', daily: 'Varje dag', weekly: 'Varje vecka', never: 'Aldrig' },
  submit: 'Spara sökningen',
  close: 'Stäng',
  saved: 'Sökningen {{name}} är sparad.',
  alreadySaved: 'Du har redan sparat den här sökningen som {{name}}.',
  seeAll: 'Se dina sparade sökningar',
  tooMany: 'Du har redan sparat så många sökningar som går. Ta bort någon först.',
  failed: 'Det gick inte just nu. Försök igen.',
};
