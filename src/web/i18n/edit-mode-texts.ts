import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { editMode as en } from './resources/edit-mode/en';
import { editMode as fi } from './resources/edit-mode/fi';
import { editMode as no } from './resources/edit-mode/no';
import { editMode as sv } from './resources/edit-mode/sv';

// The editor's bar texts, carried by its lazily loaded chunk alone (page-namespace.ts): only an
// editor's browser downloads them.

export type EditModeTexts = Translations<typeof sv>;
export const EDIT_MODE_TEXTS: Readonly<Record<Locale, EditModeTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('editMode', EDIT_MODE_TEXTS);
export const useEditModeTranslation = namespace.useTranslation;
