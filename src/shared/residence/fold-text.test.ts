import { describe, expect, it } from 'vitest';
import { foldForSearch } from './fold-text';

describe('foldForSearch', () => {
  it('folds Nordic letters and accents and collapses spaces', () => {
    expect(foldForSearch('Bærum Sjøutsikt')).toBe('baerum sjoutsikt');
    expect(foldForSearch('Östra Sala backe')).toBe('ostra sala backe');
    expect(foldForSearch('  Jätkäsaari  Café ')).toBe('jatkasaari cafe');
    expect(foldForSearch('Ærøskøbing Jönköping Åre')).toBe('aeroskobing jonkoping are');
  });
});
