import type { Translations } from '../translations';
import type { common as source } from './sv';

export const common: Translations<typeof source> = {
  skipToContent: 'Skip to content',
  close: 'Close',
  loading: 'Loading …',
  home: 'Home',
  breadcrumbs: 'You are here',
  opensInNewTab: '(opens in a new tab)',
};
