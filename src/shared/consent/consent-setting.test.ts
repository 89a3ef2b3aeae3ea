import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  allows,
  consentVariant,
  ESSENTIAL_ONLY,
  parseConsentSetting,
  serializeConsentSetting,
  UNANSWERED,
} from './consent-setting';

describe('parseConsentSetting', () => {
  it('reads the JSON the modal writes', () => {
    const raw = serializeConsentSetting({
      answered: true,
      statistics: true,
      marketing: false,
      thirdParty: true,
    });
    expect(JSON.parse(raw)).toEqual({ answered: true, statistics: true, marketing: false, thirdParty: true });
    expect(parseConsentSetting(raw)).toEqual({
      answered: true,
      statistics: true,
      marketing: false,
      thirdParty: true,
    });
  });

  it.each([
    ['no cookie', null],
    ['empty', ''],
    ['not JSON', '{answered'],
    ['a missing flag', '{"answered":true,"statistics":true}'],
    ['a flag of the wrong type', '{"answered":"yes","statistics":true,"marketing":true,"thirdParty":true}'],
    ['an array', '[true]'],
  ])('counts %s as unanswered without any consent', (_label, raw) => {
    expect(parseConsentSetting(raw)).toEqual(UNANSWERED);
  });

  it('drops unknown keys when writing', () => {
    const raw = serializeConsentSetting({ ...ACCEPT_ALL, extra: 1 } as typeof ACCEPT_ALL);
    expect(Object.keys(JSON.parse(raw))).toEqual(['answered', 'statistics', 'marketing', 'thirdParty']);
  });
});

describe('allows', () => {
  it('always allows essential cookies, even unanswered', () => {
    expect(allows(UNANSWERED, 'essential')).toBe(true);
  });

  it('allows nothing optional before the visitor answered, even if a flag were set', () => {
    expect(allows({ ...ACCEPT_ALL, answered: false }, 'statistics')).toBe(false);
  });

  it('follows each flag once answered', () => {
    const setting = { answered: true, statistics: true, marketing: false, thirdParty: false };
    expect(allows(setting, 'statistics')).toBe(true);
    expect(allows(setting, 'marketing')).toBe(false);
    expect(allows(ESSENTIAL_ONLY, 'thirdParty')).toBe(false);
  });
});

describe('consentVariant', () => {
  it('names the recorded choice', () => {
    expect(consentVariant(ACCEPT_ALL)).toBe('accept-all');
    expect(consentVariant(ESSENTIAL_ONLY)).toBe('reject-all');
    expect(consentVariant({ answered: true, statistics: true, marketing: false, thirdParty: true })).toBe(
      'custom-statistics-thirdParty',
    );
  });
});
