// The platform's "no id" value (platform §9: "The empty id is an all-zero identifier").
// Back-end records use it instead of null for a missing reference, so code must treat it,
// and the usual blank values, as "no id".

/** The all-zero identifier in its canonical hyphenated form. */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

// The same value without hyphens, as some serialisers print it.
const EMPTY_ID_COMPACT = '0'.repeat(32);

/**
 * True for undefined, null, '' and the all-zero id (hyphenated or compact).
 * Any other string, including whitespace, is a real id as far as this check goes.
 */
export function isEmptyId(id: string | null | undefined): boolean {
  return id == null || id === '' || id === EMPTY_ID || id === EMPTY_ID_COMPACT;
}
