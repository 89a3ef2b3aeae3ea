import type { Translations } from '../translations';
import type { common as source } from './sv';

export const common: Translations<typeof source> = {
  skipToContent: 'Hopp til innholdet',
  close: 'Lukk',
  loading: 'Laster …',
  home: 'Forside',
  breadcrumbs: 'Du er her',
  opensInNewTab: '(åpnes i en ny fane)',
};
