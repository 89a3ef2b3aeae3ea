import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink } from './app-link';

// AppLink is a plain <a> with its attributes, on the server as in the browser (the client-side
// navigation is its click handler, which the page-navigation browser tests use).

const inRouter = (node: ReactNode) =>
  renderToString(<StaticRouter location="/sok-bostad/">{node}</StaticRouter>);

describe('AppLink', () => {
  it.each([
    ['/om-oss/', {}, '<a href="/om-oss/">Text</a>'],
    [
      '/sok-bostad/?tags=stockholm&sort=price',
      { className: 'card' },
      '<a href="/sok-bostad/?tags=stockholm&amp;sort=price" class="card">Text</a>',
    ],
    [
      '/bostader/kungsbacka/',
      { 'aria-label': 'Kungsbacka', target: '_self' },
      '<a href="/bostader/kungsbacka/" aria-label="Kungsbacka" target="_self">Text</a>',
    ],
  ] as const)('writes an internal link to %s as an <a> with its attributes', (href, attributes, markup) => {
    expect(
      inRouter(
        <AppLink href={href} {...attributes}>
          Text
        </AppLink>,
      ),
    ).toBe(markup);
  });

  it('leaves external links and API documentation to a plain <a>', () => {
    expect(inRouter(<AppLink href="https://example.org/">Ut</AppLink>)).toBe(
      '<a href="https://example.org/">Ut</a>',
    );
    expect(inRouter(<AppLink href="/docs/">API</AppLink>)).toBe('<a href="/docs/">API</a>');
  });
});
