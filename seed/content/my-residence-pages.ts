import { routeFor, TIMELINE_STEPS } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// My residence and the timeline (issue 15 items 3, 9): on every site with login and my pages
// (platform §2; the contractor site and the English sub-site have no login), behind login. The
// timeline is one page per step sub-path (flows §2.4), all of the 'my-timeline' template.

const COPY: Record<Locale, { myPages: string; residence: string; timeline: string; description: string }> = {
  sv: {
    myPages: 'Mina sidor',
    residence: 'Min bostad',
    timeline: 'Tidslinje',
    description: 'Din bokade bostad, dina val och vad som händer fram till inflyttningen.',
  },
  en: {
    myPages: 'My pages',
    residence: 'My residence',
    timeline: 'Timeline',
    description: 'Your booked home, your choices and what happens until you move in.',
  },
  no: {
    myPages: 'Mine sider',
    residence: 'Min bolig',
    timeline: 'Tidslinje',
    description: 'Din kjøpte bolig, valgene dine og hva som skjer frem til innflytting.',
  },
  fi: {
    myPages: 'Omat sivut',
    residence: 'Kotini',
    timeline: 'Aikajana',
    description: 'Varaamasi koti, valintasi ja mitä tapahtuu muuttoon asti.',
  },
};

export function myResidencePages(site: SiteKey): FeatureSeedPage[] {
  const config = SITES[site];
  const myPages = routeFor(site, 'myPages');
  const residence = routeFor(site, 'myResidence');
  const timeline = routeFor(site, 'myTimeline');
  if (!config.flags.login || !myPages) return [];
  const copy = COPY[config.locale];
  const pages: FeatureSeedPage[] = [];
  const page = (path: string, template: string, title: string): FeatureSeedPage => ({
    path,
    template,
    viewModel: { heading: title },
    seo: { title: pageTitle(site, title), description: copy.description, noIndex: true },
    breadcrumbs: [homeCrumb(site), link(copy.myPages, myPages), link(title, path)],
    requiresLogin: true,
  });
  if (residence) pages.push(page(residence, 'my-residence', copy.residence));
  if (timeline) {
    pages.push(page(timeline, 'my-timeline', copy.timeline));
    for (const step of TIMELINE_STEPS) pages.push(page(`${timeline}${step}/`, 'my-timeline', copy.timeline));
  }
  return pages;
}
