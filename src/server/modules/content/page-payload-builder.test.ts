import { describe, expect, it } from 'vitest';
import { pageContentFromRow } from './page-payload-builder';
import type { PageRow } from './pages-repository';

// Content templates' view models reach the browser read with their schema, defaults filled in:
// the templates render them as sent, without zod in the page's code.

const row = (template: string, viewModel: Record<string, unknown>) =>
  ({
    id: 'a8c9d1e2-0000-4000-8000-000000000001',
    template,
    viewModel,
    seo: { title: 'Cookies', description: 'Om cookies' },
    breadcrumbs: [],
  }) as unknown as PageRow;

const cookiesPage = {
  heading: 'Cookies',
  blocks: [{ type: 'action', id: 'block-1', link: { label: 'Ändra ditt val', url: '/cookies/' } }],
};

describe('a content page as the browser gets it', () => {
  it("has its schema's defaults filled in", () => {
    const page = pageContentFromRow(row('standard', cookiesPage));
    expect(page.viewModel).toEqual({
      heading: 'Cookies',
      blocks: [
        {
          type: 'action',
          id: 'block-1',
          link: { label: 'Ändra ditt val', url: '/cookies/' },
          action: 'link',
        },
      ],
    });
  });

  it('is read once per stored row: every request of a cached row gets the same object', () => {
    const stored = structuredClone(cookiesPage);
    const first = pageContentFromRow(row('standard', stored)).viewModel;
    expect(pageContentFromRow(row('standard', stored)).viewModel).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('is sent as stored when it does not parse, so the page shows what it has', () => {
    const broken = { heading: '', blocks: [] };
    expect(pageContentFromRow(row('standard', broken)).viewModel).toBe(broken);
  });

  it("leaves other templates' view models as they are", () => {
    const start = { hero: { heading: 'Hem' }, extra: 1 };
    expect(pageContentFromRow(row('start', start)).viewModel).toBe(start);
  });
});
