import type { Translations } from '../../../../shared/texts/translations';
import type { editMode as source } from './sv';

export const editMode: Translations<typeof source> = {
  barLabel: 'Redigeringsmodus',
  toolsLabel: 'Redaktørverktøy',
  inEditMode: 'Redigeringsmodus',
  editing: 'Du redigerer siden {{pageId}} med malen {{template}}.',
  leave: 'Forlat redigeringsmodus',
  editor: 'Du er logget inn som redaktør.',
  enter: 'Rediger siden',
};
