import { describe, expect, it } from 'vitest';
import {
  canonicalHost,
  hostsFor,
  isEnglishPath,
  isProductionLike,
  LOCAL_HOSTS,
  PRODUCTION_HOSTS,
  resolveSite,
  SITE_DOMAINS,
  siteBaseUrl,
  siteOrigin,
} from './hosts';
import { ENVIRONMENTS, SITE_KEYS } from './site-types';
import { SITES } from './sites';

const DEPLOYED = ['dev', 'test', 'preprod', 'prod'] as const;

describe('PRODUCTION_HOSTS', () => {
  it('has a host list for every deployed environment and every site with its own hosts', () => {
    expect(Object.keys(PRODUCTION_HOSTS).sort()).toEqual([...DEPLOYED].sort());
    const hostSites = SITE_KEYS.filter((k) => k !== 'en').sort();
    for (const env of DEPLOYED) expect(Object.keys(PRODUCTION_HOSTS[env]).sort()).toEqual(hostSites);
  });

  it('prefixes the environment, and serves prod on the bare and the www. domain', () => {
    expect(PRODUCTION_HOSTS.dev.se).toEqual(['dev.hemvist.se']);
    expect(PRODUCTION_HOSTS.test.no).toEqual(['test.hemvist.no']);
    expect(PRODUCTION_HOSTS.preprod.fi).toEqual(['preprod.hemvist.fi']);
    expect(PRODUCTION_HOSTS.prod.senior).toEqual(['www.hemvistsenior.se', 'hemvistsenior.se']);
  });

  it('never gives one host to two sites or environments', () => {
    const all = DEPLOYED.flatMap((env) => Object.values(PRODUCTION_HOSTS[env]).flat());
    all.push(...Object.values(LOCAL_HOSTS).flat());
    expect(new Set(all).size).toBe(all.length);
  });

  it('resolves every host in the table to its own site and environment', () => {
    let checked = 0;
    for (const env of DEPLOYED) {
      for (const [site, hosts] of Object.entries(PRODUCTION_HOSTS[env])) {
        for (const host of hosts) {
          expect(resolveSite(host, '/'), host).toEqual({ site, environment: env });
          checked++;
        }
      }
    }
    expect(checked).toBe(Object.keys(SITE_DOMAINS).length * 5);
  });
});

describe('resolveSite', () => {
  it.each([
    ['localhost', 'se'],
    ['localhost:5173', 'se'],
    ['127.0.0.1:3000', 'se'],
    ['senior.localhost:3000', 'senior'],
    ['brf.localhost', 'brf'],
    ['no.localhost:8080', 'no'],
    ['fi.localhost:3000', 'fi'],
    ['entreprenad.localhost:3000', 'contractor'],
  ] as const)('local host %s -> %s', (host, site) => {
    expect(resolveSite(host, '/')).toEqual({ site, environment: 'local' });
  });

  it('ignores case, port and a trailing dot on production hosts', () => {
    expect(resolveSite('WWW.Hemvist.SE:443', '/')).toEqual({ site: 'se', environment: 'prod' });
    expect(resolveSite('hemvist.no.', '/')).toEqual({ site: 'no', environment: 'prod' });
    expect(resolveSite('Test.HemvistEntreprenad.se', '/')).toEqual({
      site: 'contractor',
      environment: 'test',
    });
  });

  it('chooses the English sub-site from /en or /en/... on the Swedish hosts', () => {
    for (const path of ['/en', '/en/', '/en/about-us/', '/EN/search/', '/en?x=1', '/en#top']) {
      expect(resolveSite('www.hemvist.se', path), path).toEqual({ site: 'en', environment: 'prod' });
    }
    expect(resolveSite('localhost:3000', '/en/my-pages/')).toEqual({ site: 'en', environment: 'local' });
    expect(resolveSite('preprod.hemvist.se', '/en/')).toEqual({ site: 'en', environment: 'preprod' });
  });

  it('does not take look-alike paths as English', () => {
    for (const path of ['/enkät/', '/enk%C3%A4t/', '/english/', '/entreprenad/', '/', '/sok/?lang=/en/']) {
      expect(resolveSite('www.hemvist.se', path)?.site, path).toBe('se');
    }
  });

  it('keeps /en/ on other brands\u2019 hosts with those brands', () => {
    expect(resolveSite('hemvist.no', '/en/')?.site).toBe('no');
    expect(resolveSite('senior.localhost', '/en/')?.site).toBe('senior');
    expect(resolveSite('www.hemvistentreprenad.se', '/en/')?.site).toBe('contractor');
  });

  it('returns undefined for a host that belongs to no site', () => {
    for (const host of [
      '',
      'example.com',
      'hemvist.dk',
      'staging.hemvist.se',
      'www.dev.hemvist.se',
      'foo.localhost',
    ]) {
      expect(resolveSite(host, '/'), host).toBeUndefined();
    }
  });
});

describe('hostsFor / canonicalHost / siteOrigin', () => {
  it('round-trips: the canonical host and base path of every site resolve back to it', () => {
    for (const site of SITE_KEYS) {
      for (const env of ENVIRONMENTS) {
        const host = canonicalHost(site, env);
        expect(hostsFor(site, env)[0]).toBe(host);
        expect(resolveSite(host, SITES[site].basePath)).toEqual({ site, environment: env });
      }
    }
  });

  it('puts the English sub-site on the Swedish hosts', () => {
    expect(hostsFor('en', 'prod')).toEqual(hostsFor('se', 'prod'));
    expect(hostsFor('en', 'local')).toContain('127.0.0.1');
  });

  it('builds origins and base URLs', () => {
    expect(siteOrigin('senior', 'local', 3000)).toBe('http://senior.localhost:3000');
    expect(siteOrigin('fi', 'test')).toBe('https://test.hemvist.fi');
    expect(siteOrigin('se', 'prod')).toBe('https://www.hemvist.se');
    expect(siteBaseUrl('en', 'prod')).toBe('https://www.hemvist.se/en/');
    expect(siteBaseUrl('no', 'dev')).toBe('https://dev.hemvist.no/');
  });
});

describe('isEnglishPath', () => {
  it('matches only the /en segment', () => {
    expect(isEnglishPath('/en')).toBe(true);
    expect(isEnglishPath('/en/x/')).toBe(true);
    expect(isEnglishPath('/enkät/')).toBe(false);
    expect(isEnglishPath('en/')).toBe(false);
  });
});

describe('isProductionLike', () => {
  it('is true for preprod and prod only', () => {
    expect(ENVIRONMENTS.filter(isProductionLike)).toEqual(['preprod', 'prod']);
  });
});
