import { z } from 'zod';

// The cookie-consent setting (platform §3: answered, statistics, marketing, thirdParty), stored
// as JSON in the user-consent-settings cookie. Essential cookies need no consent and have no flag.

export const consentSettingSchema = z.object({
  answered: z.boolean(),
  statistics: z.boolean(),
  marketing: z.boolean(),
  thirdParty: z.boolean(),
});
export type ConsentSetting = z.infer<typeof consentSettingSchema>;

/** The optional categories a visitor can switch, in the order the modal shows them. */
export const CONSENT_CATEGORIES = ['statistics', 'marketing', 'thirdParty'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const UNANSWERED: ConsentSetting = Object.freeze({
  answered: false,
  statistics: false,
  marketing: false,
  thirdParty: false,
});

export const ACCEPT_ALL: ConsentSetting = Object.freeze({
  answered: true,
  statistics: true,
  marketing: true,
  thirdParty: true,
});

/** "Reject all" and closing the modal (×, Escape) both answer with essential cookies only. */
export const ESSENTIAL_ONLY: ConsentSetting = Object.freeze({
  answered: true,
  statistics: false,
  marketing: false,
  thirdParty: false,
});

/** Reads the cookie's value; anything missing, malformed or partial counts as unanswered. */
export function parseConsentSetting(raw: string | null | undefined): ConsentSetting {
  if (!raw) return UNANSWERED;
  try {
    const parsed = consentSettingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : UNANSWERED;
  } catch {
    return UNANSWERED;
  }
}

export function serializeConsentSetting(setting: ConsentSetting): string {
  const { answered, statistics, marketing, thirdParty } = setting;
  return JSON.stringify({ answered, statistics, marketing, thirdParty });
}

/** The experiment that records cookie choices (platform §7 "Other"). */
export const CONSENT_EXPERIMENT = 'cookie-consent';

/**
 * The variant sent to POST /api/experiments/cookie-consent/{variant}: accept-all, reject-all, or
 * custom-<the granted categories joined by "-", or "none">, e.g. custom-statistics-thirdParty.
 */
export function consentVariant(setting: ConsentSetting): string {
  const granted = CONSENT_CATEGORIES.filter((category) => setting[category]);
  if (granted.length === CONSENT_CATEGORIES.length) return 'accept-all';
  if (granted.length === 0) return 'reject-all';
  return `custom-${granted.join('-')}`;
}

/** True when the category may be used under the setting; essential is always allowed. */
export function allows(setting: ConsentSetting, category: ConsentCategory | 'essential'): boolean {
  return category === 'essential' ? true : setting.answered && setting[category];
}
