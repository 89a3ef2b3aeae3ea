import { describe, expect, it } from 'vitest';
import type { CrisisBanner } from '../../../shared/page/page-payload';
import { dismissalKey, shouldShowCrisisBanner } from './crisis-banner-rules';

const banner = (overrides: Partial<CrisisBanner> = {}): CrisisBanner => ({
  bannerEnabled: true,
  isGlobal: false,
  isEmergency: false,
  heading: 'Driftstörning',
  text: 'Kundtjänst har längre svarstider.',
  linkUrl: null,
  ...overrides,
});
const home = { path: '/', homePath: '/', isMapView: false };

describe('crisis banner rules (flows §2.4)', () => {
  it('shows an enabled banner on the home path', () => {
    expect(shouldShowCrisisBanner(banner(), home)).toBe(true);
  });

  it('shows a non-global banner only on the home path', () => {
    expect(shouldShowCrisisBanner(banner(), { ...home, path: '/om-oss/' })).toBe(false);
    expect(shouldShowCrisisBanner(banner({ isGlobal: true }), { ...home, path: '/om-oss/' })).toBe(true);
  });

  it('never shows a disabled or missing banner, nor in map view', () => {
    expect(shouldShowCrisisBanner(banner({ bannerEnabled: false }), home)).toBe(false);
    expect(shouldShowCrisisBanner(null, home)).toBe(false);
    expect(shouldShowCrisisBanner(banner({ isGlobal: true }), { ...home, isMapView: true })).toBe(false);
  });

  it('remembers a dismissal per message', () => {
    expect(dismissalKey(banner())).not.toBe(dismissalKey(banner({ heading: 'Ny händelse' })));
  });
});
