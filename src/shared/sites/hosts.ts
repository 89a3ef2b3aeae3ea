// Host name -> site and environment (platform §1: both are derived from the host). The
// English sub-site shares the Swedish hosts and is told apart by the /en/ path prefix.
// Production domains are invented; one table serves the server's site resolution and the
// links between sites, so the two cannot drift apart.

import { ENVIRONMENTS, type Environment, type SiteKey } from './site-types';
import { SITES } from './sites';

/** Sites with hosts of their own; `en` lives on the Swedish hosts. */
export type HostSiteKey = Exclude<SiteKey, 'en'>;

export interface HostMatch {
  site: SiteKey;
  environment: Environment;
}

/** Registered domain of each site; environments are prefixes of it. */
export const SITE_DOMAINS: Readonly<Record<HostSiteKey, string>> = Object.freeze({
  se: 'hemvist.se',
  senior: 'hemvistsenior.se',
  brf: 'hemvistbostadsratt.se',
  no: 'hemvist.no',
  fi: 'hemvist.fi',
  contractor: 'hemvistentreprenad.se',
});

/** Local development hosts (*.localhost resolves to the loopback address without setup). */
export const LOCAL_HOSTS: Readonly<Record<HostSiteKey, readonly string[]>> = Object.freeze({
  se: ['localhost', '127.0.0.1'],
  senior: ['senior.localhost'],
  brf: ['brf.localhost'],
  no: ['no.localhost'],
  fi: ['fi.localhost'],
  contractor: ['entreprenad.localhost'],
});

type DeployedEnvironment = Exclude<Environment, 'local'>;

/** Hosts of a deployed environment; the first one is canonical (www. for prod). */
function deployedHosts(domain: string, environment: DeployedEnvironment): readonly string[] {
  return environment === 'prod' ? [`www.${domain}`, domain] : [`${environment}.${domain}`];
}

/** Every deployed host, per environment and site, e.g. test.hemvist.se or www.hemvist.no. */
export const PRODUCTION_HOSTS: Readonly<
  Record<DeployedEnvironment, Readonly<Record<HostSiteKey, readonly string[]>>>
> = Object.freeze(
  Object.fromEntries(
    ENVIRONMENTS.filter((e): e is DeployedEnvironment => e !== 'local').map((environment) => [
      environment,
      Object.freeze(
        Object.fromEntries(
          Object.entries(SITE_DOMAINS).map(([site, domain]) => [site, deployedHosts(domain, environment)]),
        ),
      ),
    ]),
  ) as Record<DeployedEnvironment, Record<HostSiteKey, readonly string[]>>,
);

function hostTableFor(environment: Environment): Readonly<Record<HostSiteKey, readonly string[]>> {
  return environment === 'local' ? LOCAL_HOSTS : PRODUCTION_HOSTS[environment];
}

// Reverse index, built once: lower-case host -> the site that owns it.
const HOST_INDEX: ReadonlyMap<string, { site: HostSiteKey; environment: Environment }> = new Map(
  ENVIRONMENTS.flatMap((environment) =>
    Object.entries(hostTableFor(environment)).flatMap(([site, hosts]) =>
      hosts.map((host) => [host, { site: site as HostSiteKey, environment }] as const),
    ),
  ),
);

/** Lower-cases and drops the port (and a trailing dot); keeps bracketed IPv6 literals whole. */
function normalizeHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : (trimmed.split(':', 1)[0] ?? '');
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort;
}

/** '/en' or '/en/...', but not '/enkat/' or '/english/'. Query and hash are ignored. */
export function isEnglishPath(path: string): boolean {
  const bare = (path.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  return bare === '/en' || bare.startsWith('/en/');
}

/** The site and environment for a request; undefined for a host that belongs to no site. */
export function resolveSite(host: string, path: string): HostMatch | undefined {
  const match = HOST_INDEX.get(normalizeHost(host));
  if (!match) return undefined;
  const site: SiteKey = match.site === 'se' && isEnglishPath(path) ? 'en' : match.site;
  return { site, environment: match.environment };
}

/** The hosts serving a site in an environment, canonical first. */
export function hostsFor(site: SiteKey, environment: Environment): readonly string[] {
  return hostTableFor(environment)[site === 'en' ? 'se' : site];
}

export function canonicalHost(site: SiteKey, environment: Environment): string {
  const [host] = hostsFor(site, environment);
  if (host === undefined) throw new Error(`No host for site '${site}' in '${environment}'`);
  return host;
}

/** Sites are served over HTTPS, but on this machine (local hosts) over plain HTTP. */
export function schemeOf(environment: Environment): 'http' | 'https' {
  return environment === 'local' ? 'http' : 'https';
}

/** Scheme, host and port, e.g. http://senior.localhost:3000 or https://www.hemvist.se. */
export function siteOrigin(site: SiteKey, environment: Environment, port?: number): string {
  return `${schemeOf(environment)}://${canonicalHost(site, environment)}${port === undefined ? '' : `:${port}`}`;
}

/** Origin plus base path: where a site's home page lives (https://www.hemvist.se/en/). */
export function siteBaseUrl(site: SiteKey, environment: Environment, port?: number): string {
  return `${siteOrigin(site, environment, port)}${SITES[site].basePath}`;
}

/** Pre-production and production hide the development menu and developer BankID form (platform §6, flows §2.4). */
export function isProductionLike(environment: Environment): boolean {
  return environment === 'preprod' || environment === 'prod';
}
