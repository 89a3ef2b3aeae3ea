// The cookie-consent setting (platform §3: answered, statistics, marketing, thirdParty), stored
// as JSON in the user-consent-settings cookie. Essential cookies need no consent and have no flag.

// Four booleans checked by hand, not with a zod schema: every page reads this cookie before it
// can be used, and the page shell carries no validation library (docs/performance.md).
export interface ConsentSetting {
  answered: boolean;
  statistics: boolean;
  marketing: boolean;
  thirdParty: boolean;
}

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
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return UNANSWERED;
    const { answered, statistics, marketing, thirdParty } = value as Record<string, unknown>;
    const flags = [answered, statistics, marketing, thirdParty];
    if (!flags.every((flag) => typeof flag === 'boolean')) return UNANSWERED;
    return { answered, statistics, marketing, thirdParty } as ConsentSetting;
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
