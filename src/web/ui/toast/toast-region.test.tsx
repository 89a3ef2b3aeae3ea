import { renderToString } from 'preact-render-to-string';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n';
import { ToastProvider, ToastRegion } from './toast-region';
import { createToastStore, type ToastStore } from './toast-store';

function render(store: ToastStore): string {
  return renderToString(
    <I18nextProvider i18n={createI18n('sv')}>
      <ToastProvider store={store}>
        <ToastRegion />
      </ToastProvider>
    </I18nextProvider>,
  );
}

/** What the live region of a role holds as text: the status region comes first, then the alert region. */
function region(html: string, role: 'status' | 'alert'): string {
  const [, afterStatus = ''] = html.split('role="status"');
  const [status = '', alert = ''] = afterStatus.split('role="alert"');
  const inner = (role === 'status' ? status : alert).replace(/^[^>]*>/, '').replace(/<[^>]*$/, '');
  return inner.replace(/<[^>]*>/g, '');
}

describe('toast region', () => {
  it('is in the page before any toast: an empty polite and an empty assertive live region', () => {
    const html = render(createToastStore());
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
    expect(region(html, 'status')).toBe('');
    expect(region(html, 'alert')).toBe('');
  });

  it('puts an error in the alert region and an info in the status region, each with a labelled close button', () => {
    const store = createToastStore();
    store.show('error', 'Söktjänsten svarar inte');
    store.show('info', 'Sparat');
    const html = render(store);
    expect(region(html, 'alert')).toContain('Söktjänsten svarar inte');
    expect(region(html, 'alert')).not.toContain('Sparat');
    expect(region(html, 'status')).toContain('Sparat');
    expect(html.match(/<button type="button"[^>]*aria-label="Stäng meddelandet"/g)).toHaveLength(2);
  });
});
