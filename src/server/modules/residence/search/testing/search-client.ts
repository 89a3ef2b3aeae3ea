import type { LightMyRequestResponse } from 'fastify';
import type { SiteKey } from '../../../../../shared/sites/site-types';
import type { TestApp } from '../../../../testing/test-app';

// Calls the search API the way a browser on a site would: the Host header picks the site.

export const SITE_HOSTS: Readonly<Record<SiteKey, string>> = {
  se: 'localhost:3000',
  en: 'localhost:3000',
  senior: 'senior.localhost:3000',
  brf: 'brf.localhost:3000',
  no: 'no.localhost:3000',
  fi: 'fi.localhost:3000',
  contractor: 'entreprenad.localhost:3000',
};

export interface CallOptions {
  site?: SiteKey;
  query?: string;
  cookie?: string;
}

export function postSearch(
  ctx: TestApp,
  call: string,
  body: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: SITE_HOSTS[options.site ?? 'se'] };
  if (options.cookie) headers.cookie = options.cookie;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/residence/${call}${options.query ? `?${options.query}` : ''}`,
    payload: body as object,
    headers,
  });
}
