import { describe, expect, it } from 'vitest';
import { linkFor } from './feature-availability';
import {
  CONTRACTOR_MISSING_PURPOSES,
  isUnderRoute,
  ROUTE_PURPOSES,
  type RoutePurpose,
  requireRoute,
  routeFor,
  routesOf,
  TIMELINE_STEPS,
  timelineStepPath,
  withQuery,
} from './routes';
import { SITE_KEYS, type SiteKey } from './site-types';

const WELL_FORMED = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*$/;
const MY_SUBPAGES = ROUTE_PURPOSES.filter((p) => p.startsWith('my') && p !== 'myPages');

/** The documented exceptions (platform §2): which site lacks which purpose. */
function expectedMissing(site: SiteKey): RoutePurpose[] {
  const missing: RoutePurpose[] = site === 'fi' ? [] : ['residencePages'];
  if (site === 'contractor') missing.push(...CONTRACTOR_MISSING_PURPOSES);
  return missing;
}

describe('route table', () => {
  it('lists the purposes without duplicates', () => {
    expect(new Set(ROUTE_PURPOSES).size).toBe(ROUTE_PURPOSES.length);
    // Twelve of platform §2, and the board member's page (flows §2.2, issue 35 item 4).
    expect(MY_SUBPAGES).toHaveLength(13);
  });

  for (const site of SITE_KEYS) {
    describe(site, () => {
      it.each(ROUTE_PURPOSES)('%s exists unless it is a documented exception', (purpose) => {
        const path = routeFor(site, purpose);
        if (expectedMissing(site).includes(purpose)) expect(path).toBeUndefined();
        else expect(path).toMatch(WELL_FORMED);
      });

      it('has no path twice and no purposes outside ROUTE_PURPOSES', () => {
        const table = routesOf(site);
        const paths = Object.values(table);
        expect(new Set(paths).size).toBe(paths.length);
        for (const key of Object.keys(table)) expect(ROUTE_PURPOSES).toContain(key);
        expect(paths).toHaveLength(ROUTE_PURPOSES.length - expectedMissing(site).length);
      });

      it('nests subpages under their parents', () => {
        for (const p of MY_SUBPAGES) {
          const path = routeFor(site, p);
          if (path !== undefined) expect(isUnderRoute(site, 'myPages', path), p).toBe(true);
        }
        expect(isUnderRoute(site, 'career', requireRoute(site, 'openJobs'))).toBe(true);
        expect(isUnderRoute(site, 'clickToBuy', requireRoute(site, 'clickToBuyInfo'))).toBe(true);
        expect(isUnderRoute(site, 'clickToBuy', requireRoute(site, 'clickToBuyContract'))).toBe(true);
        expect(isUnderRoute(site, 'clickToBuy', requireRoute(site, 'clickToBuySuccess'))).toBe(true);
        expect(isUnderRoute(site, 'clickToBuy', requireRoute(site, 'clickToBuyError'))).toBe(true);
        expect(isUnderRoute(site, 'aboutUs', requireRoute(site, 'corporateSearch'))).toBe(true);
      });
    });
  }

  it('gives the contractor site no login and no my-pages path at all (ADR 0020: login off wins)', () => {
    for (const purpose of [...MY_SUBPAGES, 'myPages', 'caseHandler', 'login', 'createAccount'] as const)
      expect(routeFor('contractor', purpose), purpose).toBeUndefined();
    for (const purpose of ['myNews', 'myErrands', 'myPayments', 'myTimeline', 'myContacts', 'myVip'] as const)
      expect(linkFor('contractor', purpose), purpose).toBeUndefined();
    expect(timelineStepPath('contractor', 'payment')).toBeUndefined();
    // Its public pages are the Swedish site's.
    expect(routeFor('contractor', 'faultReport')).toBe(routeFor('se', 'faultReport'));
    expect(routeFor('contractor', 'career')).toBe('/karriar/');
  });

  it('puts every English path under /en/', () => {
    for (const path of Object.values(routesOf('en'))) expect(path.startsWith('/en/')).toBe(true);
    expect(routeFor('en', 'home')).toBe('/en/');
    expect(routeFor('en', 'aboutUs')).toBe('/en/about-us/');
    expect(routeFor('en', 'corporateSearch')).toBe('/en/about-us/search/');
    expect(routeFor('en', 'login')).toBe('/en/login/');
  });

  // Paths the spec spells out (platform §2, login screen), copied verbatim.
  const SPEC: Record<'se' | 'no' | 'fi', Partial<Record<RoutePurpose, string>>> = {
    se: {
      home: '/',
      aboutUs: '/om-oss/',
      searchHomes: '/sok-bostad/',
      textSearch: '/sok/',
      corporateSearch: '/om-oss/sok/',
      premises: '/lokaler/',
      clickToBuy: '/boka/',
      clickToBuyInfo: '/boka/info/',
      clickToBuyContract: '/boka/bokningsavtal/',
      login: '/logga-in/',
      createAccount: '/skapa-konto/',
      forgotPassword: '/glomt-losenord/',
      consent: '/samtycke/',
      myPages: '/mina-sidor/',
      career: '/karriar/',
      openJobs: '/karriar/lediga-jobb/',
      succession: '/maklar-objekt/',
      faultReport: '/kontakt/felanmalan/',
    },
    no: {
      searchHomes: '/finn-din-bolig/',
      textSearch: '/sok/',
      corporateSearch: '/om-oss/sok/',
      premises: '/lokaler/',
      clickToBuy: '/boka/',
      clickToBuyInfo: '/boka/info/',
      clickToBuyContract: '/boka/bokningsavtal/',
      login: '/logg-inn/',
      createAccount: '/registrer-deg/',
      forgotPassword: '/glemt-passord/',
      consent: '/samtykke/',
      myPages: '/mine-sider/',
    },
    fi: {
      searchHomes: '/myytavat-asunnot/',
      textSearch: '/hae/',
      corporateSearch: '/tietoa-jmsta/hae/',
      premises: '/liiketilat/',
      residencePages: '/asunnot/',
      clickToBuy: '/varaus/',
      clickToBuyInfo: '/varaus/info/',
      clickToBuyContract: '/varaus/varaussopimus/',
      login: '/kirjaudu-sisaan/',
      createAccount: '/luo-tili/',
      forgotPassword: '/unohtuiko-salasana/',
      consent: '/suostumus/',
      myPages: '/sivuni/',
    },
  };
  it.each(Object.entries(SPEC))('%s uses the spec paths exactly', (site, paths) => {
    for (const [purpose, path] of Object.entries(paths)) {
      expect(routeFor(site as SiteKey, purpose as RoutePurpose), purpose).toBe(path);
    }
  });

  it('shares the Swedish table with the seniors and co-operative brands', () => {
    expect(routesOf('senior')).toEqual(routesOf('se'));
    expect(routesOf('brf')).toEqual(routesOf('se'));
  });
});

describe('requireRoute', () => {
  it('returns the path or throws naming the site and purpose', () => {
    expect(requireRoute('fi', 'residencePages')).toBe('/asunnot/');
    expect(() => requireRoute('se', 'residencePages')).toThrow("Site 'se' has no route for 'residencePages'");
    expect(() => requireRoute('contractor', 'mySettings')).toThrow(/contractor.*mySettings/);
  });
});

describe('timelineStepPath', () => {
  it('appends each of the five steps to my timeline', () => {
    expect(TIMELINE_STEPS).toHaveLength(5);
    expect(timelineStepPath('se', 'move-in')).toBe('/mina-sidor/tidslinje/move-in/');
    for (const site of SITE_KEYS.filter((key) => key !== 'contractor')) {
      for (const step of TIMELINE_STEPS) {
        const path = timelineStepPath(site, step) ?? '';
        expect(path).toMatch(WELL_FORMED);
        expect(isUnderRoute(site, 'myTimeline', path)).toBe(true);
      }
    }
  });
});

describe('isUnderRoute', () => {
  it('accepts the route, pages below it, a missing trailing slash, query and hash', () => {
    expect(isUnderRoute('se', 'myPages', '/mina-sidor/')).toBe(true);
    expect(isUnderRoute('se', 'myPages', '/mina-sidor')).toBe(true);
    expect(isUnderRoute('se', 'myPages', '/mina-sidor/arenden/?errandId=7')).toBe(true);
    expect(isUnderRoute('no', 'myPages', '/mine-sider#x')).toBe(true);
  });

  it('rejects look-alike prefixes, other sites and missing routes', () => {
    expect(isUnderRoute('se', 'myPages', '/mina-sidorna/')).toBe(false);
    expect(isUnderRoute('se', 'myPages', '/sok/?q=/mina-sidor/')).toBe(false);
    expect(isUnderRoute('no', 'myPages', '/mina-sidor/')).toBe(false);
    expect(isUnderRoute('se', 'residencePages', '/asunnot/')).toBe(false);
  });
});

describe('withQuery', () => {
  it('encodes with URLSearchParams and skips undefined and null', () => {
    expect(withQuery('/sok/', { s: 'två rum & kök', page: 2, x: undefined, y: null })).toBe(
      '/sok/?s=tv%C3%A5+rum+%26+k%C3%B6k&page=2',
    );
    expect(withQuery('/mina-sidor/arenden/', { errandId: 'a1', open: true })).toBe(
      '/mina-sidor/arenden/?errandId=a1&open=true',
    );
  });

  it('returns the path untouched when nothing is added', () => {
    expect(withQuery('/logga-in/', {})).toBe('/logga-in/');
    expect(withQuery('/logga-in/', { referrer: undefined })).toBe('/logga-in/');
  });

  it('extends an existing query and keeps the hash last', () => {
    expect(withQuery('/sok-bostad/?q=a', { minRooms: 2 })).toBe('/sok-bostad/?q=a&minRooms=2');
    expect(withQuery('/sok-bostad/#map', { q: 'stockholm' })).toBe('/sok-bostad/?q=stockholm#map');
  });
});
