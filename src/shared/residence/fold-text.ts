// One folding of names for the whole catalogue: tags store their names folded
// (residence_tags.search_name), typed text is folded the same way before it is compared,
// and page slugs are built from the folded form.

/** Lower case, æ → ae, ø → o, ß → ss, other accents dropped (å/ä → a, ö → o), single spaces. */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
