import { SITE_CONTENT } from '../../seed/content/all-sites';
import type { SeedPage } from '../../seed/content/seed-types';
import type { SiteKey } from '../../src/shared/sites/site-types';

/** A page of the demo world; throws when the seed lacks it, so a test never passes on nothing. */
export function seededPage(site: SiteKey, match: (page: SeedPage) => boolean): SeedPage {
  const page = SITE_CONTENT[site].pages.find(match);
  if (!page) throw new Error(`The seed has no such page on ${site}`);
  return page;
}

export const seededTemplate = (site: SiteKey, template: string) =>
  seededPage(site, (page) => page.template === template);

/** The main heading a page shows: the hero heading of a start page, else the view model's heading. */
export function seededHeading(page: SeedPage): string {
  const viewModel = page.viewModel as { heading?: string; hero?: { heading: string } };
  const heading = viewModel.hero?.heading ?? viewModel.heading;
  if (!heading) throw new Error(`Seeded page ${page.path} has no heading`);
  return heading;
}
