import { describe, expect, it } from 'vitest';
import { splitHighlights } from '../../../shared/text-search/text-search-schemas';
import { parseTextSearchQuery, textSearchHref } from '../../../shared/text-search/text-search-url';
import { documentKindOfPage } from './search-documents';
import { formatSnippet, prefixQueryText } from './text-search-service';
import { allowedTypos, editDistance, typoExpansions, typoTolerantWords } from './typo-words';
import { collectText, viewModelHeading } from './view-model-text';

describe('view model text', () => {
  it('collects readable strings of any shape and leaves out urls, ids and dates', () => {
    const viewModel = {
      heading: 'Om oss',
      publishedDate: '2026-01-02',
      hero: {
        image: { url: '/media/a.webp', altText: 'Ett hus vid vattnet' },
        cta: { url: '/x/', label: 'Läs mer' },
      },
      blocks: [
        { type: 'text', id: 'block-1', text: 'Vi bygger hem.' },
        { type: 'faq', items: [{ question: 'Hur?', answer: 'Så här.', youtubeLink: 'https://youtu.be/x' }] },
        { type: 'contact', email: 'a@b.se', phone: '08-123', name: 'Anna' },
        { stageId: '2fd95a56-df70-422f-9dc0-b4a328b2acc7', count: 3, flag: true },
      ],
    };
    expect(collectText(viewModel)).toEqual([
      'Om oss',
      'Ett hus vid vattnet',
      'Läs mer',
      'Vi bygger hem.',
      'Hur?',
      'Så här.',
      'Anna',
    ]);
    expect(viewModelHeading(viewModel)).toBe('Om oss');
    expect(collectText(null)).toEqual([]);
  });

  it('names the document kind by template', () => {
    expect(documentKindOfPage('press-release', {})).toBe('pressRelease');
    expect(documentKindOfPage('news-room', { publishedDate: '2026-01-01' })).toBe('news');
    expect(documentKindOfPage('news-room', {})).toBe('content');
    expect(documentKindOfPage('available-jobs', {})).toBe('career');
    expect(documentKindOfPage('standard', {})).toBe('content');
  });
});

describe('snippets', () => {
  const source = 'Vi bygger hållbart boende i hela Stockholm och Uppsala';
  it('puts the crop marker only where text was cut, and <em> around matches', () => {
    expect(formatSnippet(source, 'bygger \u0001hållbart\u0002 boende', '…', true)).toBe(
      '…bygger <em>hållbart</em> boende…',
    );
    expect(formatSnippet(source, 'Vi bygger \u0001hållbart\u0002', '…', true)).toBe(
      'Vi bygger <em>hållbart</em>…',
    );
    expect(formatSnippet(source, source, '…', true)).toBe(source);
    expect(formatSnippet(source, 'bygger hållbart', '…', false)).toBe('bygger hållbart');
  });

  it('splits a snippet into text and highlights, keeping markup-like text as text', () => {
    expect(splitHighlights('a <em>b</em> c <script>')).toEqual([
      { text: 'a ', highlighted: false },
      { text: 'b', highlighted: true },
      { text: ' c <script>', highlighted: false },
    ]);
  });

  it('turns words into stemmed prefixes, short words whole, syntax dropped', () => {
    expect(prefixQueryText("Nya bo i Stockholm's & !")).toBe('nya:* & bo & i & stockholm:* & s');
  });
});

describe('typo words', () => {
  it('allows no typo under 4 letters, one from 4 and two from 9', () => {
    expect(['hus', 'bostd', 'bostader', 'stockholm'].map(allowedTypos)).toEqual([0, 1, 1, 2]);
    expect(typoTolerantWords('ny bostd i nacka nacka')).toEqual(['bostd', 'nacka']);
  });

  it('counts a missing, extra, wrong or swapped letter as one edit', () => {
    expect(editDistance('bostd', 'bostad', 1)).toBe(1);
    expect(editDistance('bostaad', 'bostad', 1)).toBe(1);
    expect(editDistance('bostaf', 'bostad', 1)).toBe(1);
    expect(editDistance('bosatd', 'bostad', 1)).toBe(1);
    expect(editDistance('bstd', 'bostad', 1)).toBe(2);
    expect(editDistance('bostad', 'bostad', 0)).toBe(0);
  });

  it('expands each typed word to the known words within its typos', () => {
    const vocabulary = ['bostad', 'bostader', 'nacka', 'hacka', 'stockholm'];
    expect(typoExpansions(['bostd', 'nacka', 'stokholm', 'stockhlmo', 'stokhlom'], vocabulary)).toEqual([
      ['bostad'],
      ['nacka', 'hacka'],
      ['stockholm'],
      ['stockholm'],
      [],
    ]);
  });
});

describe('search page url', () => {
  it('round-trips the state and drops defaults and bad values', () => {
    expect(textSearchHref('/sok/', { text: 'bo i sthlm', category: 'news', sort: 'date', page: 2 })).toBe(
      '/sok/?s=bo+i+sthlm&category=news&sort=date&page=2',
    );
    expect(parseTextSearchQuery('?s=bo+i+sthlm&category=news&sort=date&page=2')).toEqual({
      text: 'bo i sthlm',
      category: 'news',
      sort: 'date',
      page: 2,
    });
    expect(parseTextSearchQuery('?s=x&category=homes&sort=price&page=-3')).toEqual({
      text: 'x',
      category: 'all',
      sort: 'nothing',
      page: 1,
    });
    expect(textSearchHref('/sok/', { text: 'a', category: 'all', sort: 'nothing', page: 1 })).toBe(
      '/sok/?s=a',
    );
  });
});
