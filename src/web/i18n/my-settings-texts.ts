import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { mySettings as en } from './resources/my-settings/en';
import { mySettings as fi } from './resources/my-settings/fi';
import { mySettings as no } from './resources/my-settings/no';
import { mySettings as sv } from './resources/my-settings/sv';

// The settings page's texts, carried by the my-settings chunk only (page-namespace.ts).

export type MySettingsTexts = Translations<typeof sv>;
export const MY_SETTINGS_TEXTS: Readonly<Record<Locale, MySettingsTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('mySettings', MY_SETTINGS_TEXTS);
export const useMySettingsTranslation = namespace.useTranslation;
