import { describe, expect, it } from 'vitest';
import { siblingCountryLinks } from './country-links';

const COUNTRIES = [
  { label: 'Sverige', url: 'https://www.hemvist.se/', country: 'SE' },
  { label: 'Norge', url: 'https://www.hemvist.no/', country: 'NO' },
  { label: 'Suomi', url: 'https://www.hemvist.fi/', country: 'FI' },
] as const;

describe('country links', () => {
  it('lead to the sibling sites of the same environment', () => {
    expect(siblingCountryLinks([...COUNTRIES], 'test').map((link) => link.url)).toEqual([
      'https://test.hemvist.se/',
      'https://test.hemvist.no/',
      'https://test.hemvist.fi/',
    ]);
    expect(siblingCountryLinks([...COUNTRIES], 'prod').map((link) => link.url)).toEqual([
      'https://www.hemvist.se/',
      'https://www.hemvist.no/',
      'https://www.hemvist.fi/',
    ]);
  });

  it('keep the local port, and only there', () => {
    expect(siblingCountryLinks([...COUNTRIES], 'local', 3000).map((link) => link.url)).toEqual([
      'http://localhost:3000/',
      'http://no.localhost:3000/',
      'http://fi.localhost:3000/',
    ]);
    expect(siblingCountryLinks([...COUNTRIES], 'dev', 8443)[1]?.url).toBe('https://dev.hemvist.no/');
  });

  it('keep the labels the content gave', () => {
    expect(siblingCountryLinks([...COUNTRIES], 'preprod').map((link) => link.label)).toEqual([
      'Sverige',
      'Norge',
      'Suomi',
    ]);
  });
});
