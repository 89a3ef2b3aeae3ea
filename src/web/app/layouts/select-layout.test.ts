import { describe, expect, it } from 'vitest';
import { requireRoute } from '../../../shared/sites/routes';
import { headerTypeFor, type LayoutInput, selectLayout } from './select-layout';

const input = (overrides: Partial<LayoutInput>): LayoutInput => ({
  site: 'se',
  path: '/',
  isCorporate: false,
  isEditMode: false,
  ...overrides,
});

describe('layout selection by path (flows §2.1)', () => {
  it('uses the blank layout for paths ending /qr/ or /visning/', () => {
    expect(selectLayout(input({ path: '/nyproduktion/ekbacken/qr/' }))).toBe('blank');
    expect(selectLayout(input({ path: '/nyproduktion/ekbacken/visning/' }))).toBe('blank');
  });

  it('keeps the site’s layout for broker listings, where people land (ADR 0017)', () => {
    const listings = requireRoute('se', 'succession');
    expect(selectLayout(input({ path: listings }))).toBe('default');
    expect(selectLayout(input({ path: `${listings}storgatan-1/` }))).toBe('default');
    expect(selectLayout(input({ site: 'no', path: requireRoute('no', 'succession') }))).toBe('default');
  });

  it('uses the my-pages layout for any path under my pages on each site', () => {
    expect(selectLayout(input({ path: `${requireRoute('se', 'myPages')}installningar/` }))).toBe('myPages');
    expect(selectLayout(input({ site: 'no', path: requireRoute('no', 'myPages') }))).toBe('myPages');
    expect(selectLayout(input({ site: 'fi', path: requireRoute('fi', 'myPages') }))).toBe('myPages');
  });

  it('uses the click-to-buy layout for booking on se, no and fi, but not for info pages or in edit mode', () => {
    expect(selectLayout(input({ path: requireRoute('se', 'clickToBuy') }))).toBe('clickToBuy');
    expect(selectLayout(input({ site: 'fi', path: requireRoute('fi', 'clickToBuy') }))).toBe('clickToBuy');
    expect(selectLayout(input({ site: 'en', path: `${requireRoute('en', 'clickToBuy')}sign/` }))).toBe(
      'clickToBuy',
    );
    expect(selectLayout(input({ site: 'en', path: requireRoute('en', 'clickToBuyInfo') }))).toBe('default');
    expect(selectLayout(input({ path: requireRoute('se', 'clickToBuyInfo') }))).toBe('default');
    expect(selectLayout(input({ path: requireRoute('se', 'clickToBuy'), isEditMode: true }))).toBe('default');
    expect(selectLayout(input({ site: 'senior', path: requireRoute('senior', 'clickToBuy') }))).toBe(
      'default',
    );
  });

  it('uses the corporate layout for corporate pages and the default layout otherwise', () => {
    expect(selectLayout(input({ path: '/om-oss/', isCorporate: true }))).toBe('corporate');
    expect(selectLayout(input({ path: '/artikel/' }))).toBe('default');
  });

  it('maps layouts to header types', () => {
    expect(headerTypeFor('default')).toBe('default');
    expect(headerTypeFor('myPages')).toBe('myPages');
    expect(headerTypeFor('corporate')).toBe('corporate');
    expect(headerTypeFor('clickToBuy')).toBe('noMenu');
    expect(headerTypeFor('blank')).toBe('noMenu');
  });
});
