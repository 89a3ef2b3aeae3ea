import type { Resources } from '../resource-types';

export const cookieConsent: Resources['cookieConsent'] = {
  title: 'placeholder',
};
