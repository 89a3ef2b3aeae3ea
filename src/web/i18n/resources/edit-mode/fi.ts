import type { Translations } from '../../../../shared/texts/translations';
import type { editMode as source } from './sv';

export const editMode: Translations<typeof source> = {
  barLabel: 'Muokkaustila',
  toolsLabel: 'Toimittajan työkalut',
  inEditMode: 'Muokkaustila',
  editing: 'Muokkaat sivua {{pageId}}, sivupohja {{template}}.',
  leave: 'Poistu muokkaustilasta',
  editor: 'Olet kirjautunut toimittajana.',
  enter: 'Muokkaa sivua',
};
