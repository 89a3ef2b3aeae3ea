// The text search's fixed values, apart from its schemas so the header's quick search and URL
// helpers need no validation library (text-search-schemas.ts builds the schemas from these).

export const TEXT_SEARCH_CATEGORIES = ['all', 'content', 'news', 'residencial', 'career'] as const;
export type TextSearchCategory = (typeof TEXT_SEARCH_CATEGORIES)[number];

export const TEXT_SEARCH_SORT_TYPES = ['nothing', 'date', 'alpha'] as const;
export type TextSearchSortType = (typeof TEXT_SEARCH_SORT_TYPES)[number];

export const DOCUMENT_KINDS = [
  'content',
  'news',
  'pressRelease',
  'residentialProject',
  'residentialArea',
  'career',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Which document kinds each category tab shows. */
export const CATEGORY_KINDS: Readonly<Record<TextSearchCategory, readonly DocumentKind[]>> = {
  all: DOCUMENT_KINDS,
  content: ['content'],
  news: ['news', 'pressRelease'],
  residencial: ['residentialProject', 'residentialArea'],
  career: ['career'],
};

export const CROPPABLE_ATTRIBUTES = ['title', 'summary', 'body'] as const;
export type CroppableAttribute = (typeof CROPPABLE_ATTRIBUTES)[number];

export const HIGHLIGHT_TAGS = { pre: '<em>', post: '</em>' } as const;

/** platform §7: the quick search takes 3, the full page 25 (also the most one call returns). */
export const TEXT_SEARCH_SIZES = { quick: 3, page: 25 } as const;
/** platform §9: the header search needs 2 characters. */
export const TEXT_SEARCH_MIN_LENGTH = 2;

export const TEXT_SEARCH_LANGUAGES = ['sv', 'no', 'fi', 'en'] as const;
