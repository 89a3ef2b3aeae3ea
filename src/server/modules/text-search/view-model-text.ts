// Collects the readable text of a page's view model, whatever its shape: every string
// value, in document order, except those that are addresses, ids, dates or machine keys.

const SKIPPED_KEYS = new Set([
  'id',
  'url',
  'href',
  'src',
  'slug',
  'path',
  'icon',
  'theme',
  'variant',
  'type',
  'template',
  'action',
  'color',
  'email',
  'phone',
  'filetype',
  'size',
  'youtubelink',
  'locale',
  'country',
]);

// Keys ending in Id/Url/Date name machine values too (siteId, imageUrl, publishedDate).
const SKIPPED_KEY_SUFFIX = /(Id|Ids|Url|Urls|Href|Date|At)$/;
const MACHINE_VALUE = [
  /^(https?:|mailto:|tel:|\/|#|illustration:)/i,
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /^\d{4}-\d{2}-\d{2}([T ][\d:.]+Z?)?$/,
  /^block-\d+$/,
];

function isSkippedKey(key: string): boolean {
  return SKIPPED_KEYS.has(key.toLowerCase()) || SKIPPED_KEY_SUFFIX.test(key);
}

function isMachineValue(value: string): boolean {
  return MACHINE_VALUE.some((pattern) => pattern.test(value));
}

/** The text of a JSON value, strings joined by a space; depth-limited against cycles. */
export function collectText(value: unknown, depth = 0): string[] {
  if (depth > 20 || value === null || value === undefined) return [];
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed && !isMachineValue(trimmed) ? [trimmed] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item) => collectText(item, depth + 1));
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      isSkippedKey(key) ? [] : collectText(child, depth + 1),
    );
  }
  return [];
}

/** The first heading-like string of a view model (heading, title, headline), if any. */
export function viewModelHeading(viewModel: Record<string, unknown>): string | undefined {
  for (const key of ['heading', 'title', 'headline', 'name']) {
    const value = viewModel[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}
