// The error templates (the data layer records them, and their chrome may come from the
// navigation endpoint), apart from the payload schemas so the page shell can ask without
// loading the validation library.
const ERROR_TEMPLATES: ReadonlySet<string> = new Set(['404', '500', '503']);

export function isErrorTemplate(template: string): boolean {
  return ERROR_TEMPLATES.has(template);
}
