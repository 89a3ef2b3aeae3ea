import type { SiteKey } from '../../../../shared/sites/site-types';

// Pages of known text for the text search tests, so their assertions do not depend on the
// demo content other features write.

export interface TestPage {
  site: SiteKey;
  path: string;
  template: string;
  heading: string;
  description?: string;
  text: string;
  publishedDate?: string;
}

/** A pages-table row of a test page: its heading and one text block. */
export function pageRow(input: TestPage) {
  return {
    siteKey: input.site,
    path: input.path,
    template: input.template,
    viewModel: {
      heading: input.heading,
      ...(input.publishedDate ? { publishedDate: input.publishedDate } : {}),
      blocks: [
        { type: 'text', id: 'block-1', text: input.text, link: { url: '/zebra-url-ord/', label: 'Läs' } },
      ],
    },
    seo: { title: `${input.heading} | Hemvist`, description: input.description ?? '' },
    breadcrumbs: [],
  };
}

const LONG_TAIL =
  'Här kommer en lång text med många ord som ingen söker efter, så att stycket blir längre än ' +
  'det utdrag som visas i träfflistan och måste kapas i båda ändar av sökmotorn.';

// Thirty pages with the word "zebrakvarteret": 12 news, 3 press releases, 5 career, 10 content.
const ZEBRA_TITLES = ['Alfa', 'Zeta', 'Åkern', 'Ängen', 'Ölandet'];
export function zebraPages(): TestPage[] {
  return Array.from({ length: 30 }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    const template =
      index < 12 ? 'news-room' : index < 15 ? 'press-release' : index < 20 ? 'standard-career' : 'standard';
    return {
      site: 'se',
      path: `/test-zebra/${number}/`,
      template,
      heading: index < ZEBRA_TITLES.length ? `${ZEBRA_TITLES[index]} ${number}` : `Sida ${number}`,
      text: `${LONG_TAIL} Nytt från zebrakvarteret nummer ${number}. ${LONG_TAIL}`,
      publishedDate:
        index < 15
          ? `2026-${String((index % 12) + 1).padStart(2, '0')}-${String(index + 1).padStart(2, '0')}`
          : undefined,
    };
  });
}
