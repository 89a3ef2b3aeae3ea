import { HIGHLIGHT_TAGS } from './text-search-constants';

/** Splits a formatted snippet into plain parts and highlighted parts, for safe rendering. */
export function splitHighlights(formatted: string): { text: string; highlighted: boolean }[] {
  const parts: { text: string; highlighted: boolean }[] = [];
  for (const [index, chunk] of formatted.split(HIGHLIGHT_TAGS.pre).entries()) {
    if (index === 0) {
      if (chunk) parts.push({ text: chunk, highlighted: false });
      continue;
    }
    const end = chunk.indexOf(HIGHLIGHT_TAGS.post);
    if (end === -1) {
      parts.push({ text: chunk, highlighted: false });
      continue;
    }
    if (end > 0) parts.push({ text: chunk.slice(0, end), highlighted: true });
    const rest = chunk.slice(end + HIGHLIGHT_TAGS.post.length);
    if (rest) parts.push({ text: rest, highlighted: false });
  }
  return parts;
}
