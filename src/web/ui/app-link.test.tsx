import { renderToString } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { Link, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink } from './app-link';

// On the server an internal AppLink writes its <a> itself instead of rendering the router's
// Link (docs/performance.md). The browser hydrates that markup with a Link, so both must write
// the same bytes.

const inRouter = (node: ReactNode) =>
  renderToString(<StaticRouter location="/sok-bostad/">{node}</StaticRouter>);

describe('AppLink on the server', () => {
  it.each([
    ['/om-oss/', {}],
    ['/sok-bostad/?tags=stockholm&sort=price', { className: 'card' }],
    ['/bostader/kungsbacka/', { 'aria-label': 'Kungsbacka', target: '_self', className: 'link' }],
    ['/#main', { id: 'skip' }],
  ] as const)('writes what the router’s Link writes for %s', (href, attributes) => {
    const ours = inRouter(
      <AppLink href={href} {...attributes}>
        Text
      </AppLink>,
    );
    const routers = inRouter(
      <Link to={href} {...attributes}>
        Text
      </Link>,
    );
    expect(ours).toBe(routers);
    expect(ours).toContain(`href="${href.replaceAll('&', '&amp;')}"`);
  });

  it('leaves external links and API documentation to a plain <a>', () => {
    expect(inRouter(<AppLink href="https://example.org/">Ut</AppLink>)).toBe(
      '<a href="https://example.org/">Ut</a>',
    );
    expect(inRouter(<AppLink href="/docs/">API</AppLink>)).toBe('<a href="/docs/">API</a>');
  });
});
