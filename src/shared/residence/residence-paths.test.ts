import { describe, expect, it } from 'vitest';
import { areaPath, objectPath, residenceIndexPath, slugify, stagePath } from './residence-paths';

describe('residence paths', () => {
  it('folds Nordic letters and punctuation into ASCII slugs', () => {
    expect(slugify('Östra Hamnen')).toBe('ostra-hamnen');
    expect(slugify('Bærum – Fjordbyen')).toBe('baerum-fjordbyen');
    expect(slugify('Søndre Nordstrand')).toBe('sondre-nordstrand');
    expect(slugify('Käpylän Aurinkorinne')).toBe('kapylan-aurinkorinne');
    expect(slugify('  A-1203 ')).toBe('a-1203');
  });

  it('puts stages, areas and objects under each country folder', () => {
    expect(residenceIndexPath('SE')).toBe('/bostader/');
    expect(residenceIndexPath('FI')).toBe('/asunnot/');
    expect(stagePath('NO', 'oslo', 'fjordbyen')).toBe('/boliger/oslo/fjordbyen/');
    expect(areaPath('SE', 'nacka', 'kajen')).toBe('/omraden/nacka/kajen/');
    expect(objectPath(stagePath('SE', 'nacka', 'kajen'), 'A 1203')).toBe('/bostader/nacka/kajen/a-1203/');
  });
});
