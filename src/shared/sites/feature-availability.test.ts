import { describe, expect, it } from 'vitest';
import {
  EVERY_FEATURE_BUILT,
  FEATURE_AVAILABLE,
  isUnbuiltLink,
  linkFor,
  withoutUnbuiltLinks,
} from './feature-availability';
import { routeFor } from './routes';

describe('links into features not built yet', () => {
  it('gives no link for an unbuilt purpose and the route for a built one', () => {
    expect(linkFor('se', 'faultReport')).toBe(
      FEATURE_AVAILABLE.faultReport ? '/kontakt/felanmalan/' : undefined,
    );
    expect(linkFor('fi', 'premises')).toBe(FEATURE_AVAILABLE.premises ? '/liiketilat/' : undefined);
    expect(linkFor('no', 'searchHomes')).toBe(routeFor('no', 'searchHomes'));
    // The route table itself keeps every path: the links come back when the flag flips.
    expect(routeFor('se', 'faultReport')).toBe('/kontakt/felanmalan/');
  });

  it('recognises links under an unbuilt route of the site, and leaves other links alone', () => {
    expect(isUnbuiltLink('fi', '/liiketilat/toimisto-1/')).toBe(!FEATURE_AVAILABLE.premises);
    expect(isUnbuiltLink('no', '/kontakt/feilmelding/?x=1')).toBe(!FEATURE_AVAILABLE.faultReport);
    expect(isUnbuiltLink('se', '/sok-bostad/')).toBe(false);
    expect(isUnbuiltLink('se', 'https://example.com/kontakt/felanmalan/')).toBe(false);
  });

  it('drops such links from menus and content, and empties a banner link to them', () => {
    const content = {
      menu: [
        {
          heading: 'Boende',
          links: [
            { label: 'Sök bostad', url: '/sok-bostad/' },
            { label: 'Felanmälan', url: '/kontakt/felanmalan/' },
            { label: 'Lokaler', href: '/lokaler/' },
          ],
        },
      ],
      banner: { heading: 'Driftstörning', linkUrl: '/kontakt/felanmalan/' },
      count: 3,
    };
    const pruned = withoutUnbuiltLinks('se', content);
    const labels = pruned.menu[0]?.links.map((link) => link.label);
    expect(labels).toContain('Sök bostad');
    expect(labels?.includes('Felanmälan')).toBe(FEATURE_AVAILABLE.faultReport);
    expect(labels?.includes('Lokaler')).toBe(FEATURE_AVAILABLE.premises);
    expect(pruned.banner.linkUrl).toBe(FEATURE_AVAILABLE.faultReport ? '/kontakt/felanmalan/' : null);
    expect(pruned.count).toBe(3);
    expect(content.menu[0]?.links).toHaveLength(3); // the stored content is not changed
  });

  it('passes content on as it is, without a copy, while every feature is built', () => {
    const content = { menu: [{ label: 'Felanmälan', url: '/kontakt/felanmalan/' }] };
    const everyFeatureBuilt = Object.values(FEATURE_AVAILABLE).every(Boolean);
    expect(EVERY_FEATURE_BUILT).toBe(everyFeatureBuilt);
    expect(withoutUnbuiltLinks('se', content) === content).toBe(everyFeatureBuilt);
  });
});
