// Its own module, not beside the view models' schemas: the index page's code would otherwise
// bring zod into the browser for one string.

/** Municipality anchors on the index page: /bostader/#municipality-nacka. */
export function municipalityAnchor(slug: string): string {
  return `municipality-${slug}`;
}
