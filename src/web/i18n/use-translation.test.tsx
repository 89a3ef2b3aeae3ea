import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { TextsProvider } from './texts-context';
import { useTranslation } from './use-translation';

// The app's texts hook (on the server and in the browser alike): the page's texts in its
// language, bare keys and keys with values alike, and keys added to the instance later.

function Texts() {
  const { t } = useTranslation();
  return (
    <p>{[t('header.menu'), t('header.notificationsCount', { count: 3 }), t('header.menu')].join('|')}</p>
  );
}

function render(locale: 'sv' | 'no' | 'fi' | 'en', i18n = createI18n(locale)) {
  return renderToString(
    <TextsProvider texts={i18n}>
      <Texts />
    </TextsProvider>,
  );
}

describe('useTranslation', () => {
  it.each(['sv', 'no', 'fi', 'en'] as const)('writes the texts of the page’s language (%s)', (locale) => {
    const i18n = createI18n(locale);
    const menu = i18n.t('header.menu');
    const count = i18n.t('header.notificationsCount', { count: 3 });
    expect(render(locale, i18n)).toBe(`<p>${menu}|${count}|${menu}</p>`);
    expect(menu).not.toContain('header.');
    expect(count).toContain('3');
  });

  it('finds a key whose texts were added after it was first missing', () => {
    const i18n = createI18n('sv');
    function Late() {
      const { t } = useTranslation();
      return <span>{t('late.added' as 'header.menu')}</span>;
    }
    const page = () =>
      renderToString(
        <TextsProvider texts={i18n}>
          <Late />
        </TextsProvider>,
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
      <TextsProvider texts={i18n}>
        <Probe />
      </TextsProvider>,
    );
    expect(seen).toBe(i18n);
  });

  it('keeps each instance to its own language', () => {
    expect(render('sv')).not.toBe(render('fi'));
  });
});
