import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n';
import { TextsProvider } from '../../i18n/texts-context';
import { ToastProvider, ToastRegion } from './toast-region';
import { createToastStore, type ToastStore } from './toast-store';

function render(store: ToastStore): string {
  return renderToString(
    <TextsProvider texts={createI18n('sv')}>
      <ToastProvider store={store}>
        <ToastRegion />
      </ToastProvider>
    </TextsProvider>,
  );
}

/** The text of the toasts with a role: each toast is a div carrying it, its text in a p. */
function toastTexts(html: string, role: 'status' | 'alert'): string[] {
  return [...html.matchAll(new RegExp(`<div role="${role}"[^>]*>.*?<p[^>]*>([^<]*)</p>`, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

describe('toast region', () => {
  it('is in the page before any toast: a polite and an assertive live region, nothing with a role', () => {
    const html = render(createToastStore());
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('aria-live="assertive"');
    expect(html).not.toContain('role=');
  });

  it('shows an error as an alert in the assertive region and an info as a status in the polite one, each with a labelled close button', () => {
    const store = createToastStore();
    store.show('error', 'Söktjänsten svarar inte');
    store.show('info', 'Sparat');
    const html = render(store);
    expect(toastTexts(html, 'alert')).toEqual(['Söktjänsten svarar inte']);
    expect(toastTexts(html, 'status')).toEqual(['Sparat']);
    const polite = html.slice(html.indexOf('aria-live="polite"'), html.indexOf('aria-live="assertive"'));
    expect(polite).toContain('Sparat');
    expect(polite).not.toContain('Söktjänsten');
    expect(html.slice(html.indexOf('aria-live="assertive"'))).toContain('Söktjänsten svarar inte');
    expect(html.match(/<button type="button"[^>]*aria-label="Stäng meddelandet"/g)).toHaveLength(2);
  });
});
