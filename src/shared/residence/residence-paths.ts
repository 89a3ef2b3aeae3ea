import type { Country } from '../sites/site-types';
import { foldForSearch } from './fold-text';

// Page paths of the catalogue. Stages and their objects live under one folder per country,
// areas under another; the Finnish stage folder is /asunnot/, the residence pages the spec
// asks for search engines (platform §2), whose index lists every Finnish home by municipality.

const FOLDERS: Readonly<Record<Country, { stages: string; areas: string }>> = Object.freeze({
  SE: { stages: 'bostader', areas: 'omraden' },
  NO: { stages: 'boliger', areas: 'omrader' },
  FI: { stages: 'asunnot', areas: 'alueet' },
});

/** '/bostader/', '/boliger/' or '/asunnot/': the index of all stages of a site. */
export function residenceIndexPath(country: Country): string {
  return `/${FOLDERS[country].stages}/`;
}

export function stagePath(country: Country, municipalitySlug: string, stageSlug: string): string {
  return `/${FOLDERS[country].stages}/${municipalitySlug}/${stageSlug}/`;
}

export function areaPath(country: Country, municipalitySlug: string, areaSlug: string): string {
  return `/${FOLDERS[country].areas}/${municipalitySlug}/${areaSlug}/`;
}

/** Object pages sit below their stage: /bostader/nacka/kajen/a-1203/. */
export function objectPath(stagePagePath: string, objectNumber: string): string {
  return `${stagePagePath}${slugify(objectNumber)}/`;
}

/** Lower case ASCII slug: the folded name with anything but letters and digits as hyphens. */
export function slugify(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
