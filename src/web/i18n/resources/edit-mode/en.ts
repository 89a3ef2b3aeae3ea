import type { Translations } from '../../../../shared/texts/translations';
import type { editMode as source } from './sv';

export const editMode: Translations<typeof source> = {
  barLabel: 'Edit mode',
  toolsLabel: 'Editor tools',
  inEditMode: 'Edit mode',
  editing: 'You are editing page {{pageId}} with the template {{template}}.',
  leave: 'Leave edit mode',
  editor: 'You are logged in as an editor.',
  enter: 'Edit this page',
};
