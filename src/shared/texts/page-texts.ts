import type { Locale } from '../sites/site-types';
import { common as commonEn } from './common/en';
import { common as commonFi } from './common/fi';
import { common as commonNo } from './common/no';
import { common as commonSv } from './common/sv';
import { residence as residenceEn } from './residence/en';
import { residence as residenceFi } from './residence/fi';
import { residence as residenceNo } from './residence/no';
import { residence as residenceSv } from './residence/sv';
import { residencePages as residencePagesEn } from './residence-pages/en';
import { residencePages as residencePagesFi } from './residence-pages/fi';
import { residencePages as residencePagesNo } from './residence-pages/no';
import { residencePages as residencePagesSv } from './residence-pages/sv';

// The texts the server writes into pages itself (titles, descriptions, breadcrumbs, image
// alt texts), under the same keys as in the browser's resources, which import these files:
// one copy of each text, and the server never imports the web app for them.
export const pageTexts = {
  sv: { common: commonSv, residence: residenceSv, residencePages: residencePagesSv },
  no: { common: commonNo, residence: residenceNo, residencePages: residencePagesNo },
  fi: { common: commonFi, residence: residenceFi, residencePages: residencePagesFi },
  en: { common: commonEn, residence: residenceEn, residencePages: residencePagesEn },
} as const satisfies Record<Locale, object>;
