import type { Translations } from '../../../../shared/texts/translations';
import type { cookieConsent as source } from './sv';

export const cookieConsent: Translations<typeof source> = {
  title: 'We use cookies',
  intro:
    'Essential cookies are needed for the site to work. With your consent we also use cookies for statistics, marketing and third-party content. You can change your choice at any time under Cookie settings at the bottom of the page.',
  acceptAll: 'Accept all',
  rejectAll: 'Essential only',
  manage: 'Manage cookies',
  save: 'Save my choices',
  close: 'Close (essential cookies only)',
  manageTitle: 'Choose which cookies we may use',
  categories: {
    essential: 'Essential',
    essentialDescription: 'Login, search settings and your cookie choice. Always on.',
    statistics: 'Statistics',
    statisticsDescription: 'Helps us understand how the site is used and how fast it is.',
    marketing: 'Marketing',
    marketingDescription: 'Records which campaign brought you here so we can measure our ads.',
    thirdParty: 'Third party',
    thirdPartyDescription: 'Content from other services, such as videos.',
  },
  videoNeedsConsent: 'The video is shown once you accept third-party cookies.',
  openSettings: 'Change cookie settings',
};
