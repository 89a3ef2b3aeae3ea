import { splitHighlights } from '../../../shared/text-search/text-search-highlights';

/** A snippet with <em> markers, rendered as text nodes and <mark>: never as HTML. */
export function HighlightedText({ value }: { value: string }) {
  return (
    <>
      {splitHighlights(value).map((part, index) =>
        part.highlighted ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
