// Lower case with the Nordic letters and accents folded to ASCII, the form typed text is
// compared with (residence_tags.search_name). Spaces and hyphens stay.

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
