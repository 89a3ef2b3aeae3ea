import type { PagePayload } from '../../../shared/page/page-payload';

// Templates that draw their sub-pages from the path themselves. The timeline's five steps are
// pages of their own (flows §2.4), yet the template shows the next step as soon as the path
// changes, before that step's payload has come; mounting it anew on the payload's arrival would
// throw away what the visitor did meanwhile (interior picks, the focus).
const SUB_PATH_TEMPLATES: ReadonlySet<string> = new Set(['my-timeline']);

/** What identifies a page's mount: a new value draws the template anew, its state reset. */
export function pageMountKey(template: PagePayload['template']): string {
  return SUB_PATH_TEMPLATES.has(template.currentComponent) ? template.currentComponent : template.pageId;
}
