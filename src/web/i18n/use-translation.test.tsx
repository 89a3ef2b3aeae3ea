import { renderToString } from 'preact-render-to-string';
import { I18nextProvider, useTranslation as useLiveTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { useTranslation } from './use-translation';

// The app's texts hook (on the server and in the browser alike) must write
// exactly what react-i18next's does, in every language, bare keys and keys with values alike.

function Texts({ hook }: { hook: typeof useTranslation }) {
  const { t } = hook();
  return (
    <p>
      {t('header.menu')}|{t('header.notificationsCount', { count: 3 })}|{t('header.menu')}
    </p>
  );
}

function render(locale: 'sv' | 'no' | 'fi' | 'en', hook: typeof useTranslation, i18n = createI18n(locale)) {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Texts hook={hook} />
    </I18nextProvider>,
  );
}

describe('useTranslation', () => {
  it.each(['sv', 'no', 'fi', 'en'] as const)('writes what react-i18next writes (%s)', (locale) => {
    const ours = render(locale, useTranslation);
    expect(ours).toBe(render(locale, useLiveTranslation as typeof useTranslation));
    expect(ours).not.toContain('header.');
    expect(ours).toMatch(/\|[^|]*3[^|]*\|/);
  });

  it('finds a key whose texts were added after it was first missing', () => {
    const i18n = createI18n('sv');
    function Late() {
      const { t } = useTranslation();
      return <span>{t('late.added' as 'header.menu')}</span>;
    }
    const page = () =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <Late />
        </I18nextProvider>,
      );
    expect(page()).toBe('<span>late.added</span>');
    i18n.addResourceBundle('sv', 'translation', { late: { added: 'Tillagd' } }, true, true);
    expect(page()).toBe('<span>Tillagd</span>');
  });

  it('hands out the instance itself, not a per-component copy', () => {
    const i18n = createI18n('sv');
    let seen: unknown;
    function Probe() {
      seen = useTranslation().i18n;
      return null;
    }
    renderToString(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(seen).toBe(i18n);
  });

  it('keeps each instance to its own language', () => {
    const swedish = render('sv', useTranslation);
    const finnish = render('fi', useTranslation);
    expect(swedish).not.toBe(finnish);
  });
});
