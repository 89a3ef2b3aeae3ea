import { describe, expect, it } from 'vitest';
import { KEEP_SCROLL_TEMPLATES } from './use-scroll-behaviour';

// flows §2.3: scroll goes to the top on a page change, except on FAQ, reference start, my
// residences (template 'my-homes') and the timeline ('my-timeline').
describe('scroll exceptions', () => {
  it('keeps the position on exactly the spec’s pages', () => {
    expect([...KEEP_SCROLL_TEMPLATES].sort()).toEqual(['faq', 'my-homes', 'my-timeline', 'reference-start']);
    for (const template of ['my-pages', 'my-contacts', 'my-news', 'my-errands', 'my-settings'])
      expect(KEEP_SCROLL_TEMPLATES.has(template)).toBe(false);
  });
});
