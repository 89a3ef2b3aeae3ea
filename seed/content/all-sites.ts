import type { SiteKey } from '../../src/shared/sites/site-types';
import type { SiteContent } from './seed-types';
import { SITE_BRF } from './site-brf';
import { SITE_CONTRACTOR } from './site-contractor';
import { SITE_EN } from './site-en';
import { SITE_FI } from './site-fi';
import { SITE_NO } from './site-no';
import { SITE_SE } from './site-se';
import { SITE_SENIOR } from './site-senior';

/** The demo content of every site: pages and chrome. */
export const SITE_CONTENT: Record<SiteKey, SiteContent> = {
  se: SITE_SE,
  en: SITE_EN,
  senior: SITE_SENIOR,
  brf: SITE_BRF,
  no: SITE_NO,
  fi: SITE_FI,
  contractor: SITE_CONTRACTOR,
};
