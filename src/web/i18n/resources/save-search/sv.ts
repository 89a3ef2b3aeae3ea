// The search page's save dialog (issue 15 item 12). Source language: every other language has
// exactly these keys.
export const saveSearch = {
  title: 'Spara sökningen',
  nameLabel: 'Namn på sökningen',
  nameHint:
    'Lämna tomt så får sökningen ett namn efter dina val. Du får ett mejl när nya bostäder matchar den.',
  submit: 'Spara sökningen',
  close: 'Stäng',
  saved: 'Sökningen {{name}} är sparad.',
  alreadySaved: 'Du har redan sparat den här sökningen som {{name}}.',
  seeAll: 'Se dina sparade sökningar',
  tooMany: 'Du har redan sparat så många sökningar som går. Ta bort någon först.',
  failed: 'Det gick inte just nu. Försök igen.',
};
