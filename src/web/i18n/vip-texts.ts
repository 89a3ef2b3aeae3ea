import type { Locale } from '../../shared/sites/site-types';
import type { Translations } from '../../shared/texts/translations';
import { pageNamespace } from './page-namespace';
import { vip as en } from './resources/vip/en';
import { vip as fi } from './resources/vip/fi';
import { vip as no } from './resources/vip/no';
import { vip as sv } from './resources/vip/sv';

// The VIP pages' texts, carried by their chunk alone (page-namespace.ts).

export type VipTexts = Translations<typeof sv>;
export const VIP_TEXTS: Readonly<Record<Locale, VipTexts>> = { sv, no, fi, en };

const namespace = pageNamespace('vip', VIP_TEXTS);
export const useVipTranslation = namespace.useTranslation;
