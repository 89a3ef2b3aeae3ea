import { describe, expect, it } from 'vitest';
import { LOGIN_OUTCOMES } from '../../../shared/account/login-outcomes';
import { LOCALES } from '../../../shared/sites/site-types';
import { ensureAccountFormsTexts } from '../../i18n/account-forms-texts';
import { createI18n } from '../../i18n/create-i18n';
import { messageKeyOf } from './account-text-keys';

describe('login outcome messages (platform §8)', () => {
  const failures = LOGIN_OUTCOMES.filter(
    (status) => status !== 'Ok' && status !== 'Pending' && status !== 'ChooseBoardMember',
  );

  it.each(LOCALES)('every failing outcome has its own text in %s', (locale) => {
    const i18n = createI18n(locale);
    ensureAccountFormsTexts(i18n);
    for (const status of failures) {
      const key = `accountForms:messages.${messageKeyOf(status)}`;
      expect(i18n.exists(key), `${locale}: ${status} → ${key}`).toBe(true);
    }
  });

  it('gives distinct messages to the distinct §8 cases and "something went wrong" to Error', () => {
    expect(messageKeyOf('Error')).toBe('somethingWentWrong');
    expect(messageKeyOf('SsnNotFound')).not.toBe(messageKeyOf('Cancelled'));
    expect(messageKeyOf('InvalidEmailLoginInput')).not.toBe(messageKeyOf('MustLoginWithBankId'));
    const texts = new Set(
      failures.filter((status) => status !== 'Error').map((status) => messageKeyOf(status)),
    );
    expect(texts.size).toBe(failures.length - 1);
  });
});
