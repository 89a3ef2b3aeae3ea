// The editor's bar (issue 35 item 7; flows §2.2 editing flags, §6 the edit-mode user).
// Source language: every other language has exactly these keys.
export const editMode = {
  barLabel: 'Redigeringsläge',
  toolsLabel: 'Redaktörsverktyg',
  inEditMode: 'Redigeringsläge',
  editing: 'Du redigerar sidan {{pageId}} med mallen {{template}}.',
  leave: 'Lämna redigeringsläget',
  editor: 'Du är inloggad som redaktör.',
  enter: 'Redigera sidan',
};
