import { generatedImageUrl, IMAGE_SIZES } from '../../../../shared/media/image-urls';
import { type ProjectLifecycle, projectPhaseOf } from '../../../../shared/residence/project-phases';
import type { ResidenceHit } from '../../../../shared/residence/search-schemas';
import { siteOrigin } from '../../../../shared/sites/hosts';
import type { Environment, Locale, SiteConfig, SiteKey } from '../../../../shared/sites/site-types';
import { SITES } from '../../../../shared/sites/sites';

// Completes the hit rows of hit-projections.ts into ResidenceHit: the page url (absolute
// on another brand's origin), the card picture and the move-in date object.

export interface RawHitRow {
  id: string;
  type: 'area' | 'stage' | 'object';
  name: string;
  path: string;
  siteId: string;
  siteOrg: string;
  area: string | null;
  municipality: string;
  county: string;
  minRooms: number | null;
  maxRooms: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  minTotalPrice: number | null;
  maxTotalPrice: number | null;
  minLivingArea: number | null;
  maxLivingArea: number | null;
  status: number;
  stageStatus: number;
  concept: number | null;
  residenceType: number[];
  disposalForm: number[];
  inhabitDate: string | null;
  inhabitDateEnd: string | null;
  inhabitDetermined: boolean | null;
  label: string | null;
  vipStart: string | null;
  vipEnd: string | null;
  shortDescription: string;
  lat: number;
  lng: number;
  objectCount: number;
  hasExtraShowingsInfo: boolean | null;
  showings: ResidenceHit['showings'];
  stageId: string | null;
  stageName: string | null;
  objectNumber: string | null;
  floor: number | null;
  monthlyFee: number | null;
  outdoorSpaces: number[] | null;
  parking: number | null;
  /** The stage's lifecycle step; null for an area. */
  projectLifecycle: number | null;
}

/** Where the hit's links point: the requesting site, its environment and (locally) port. */
export interface LinkContext {
  site: SiteConfig;
  environment: Environment;
  port: number | undefined;
}

const ALT_TEXT: Readonly<Record<Locale, (name: string) => string>> = {
  sv: (name) => `Illustration av ${name}`,
  no: (name) => `Illustrasjon av ${name}`,
  fi: (name) => `Havainnekuva: ${name}`,
  en: (name) => `Illustration of ${name}`,
};

const IMAGE_KIND = { stage: 'stage-facade', area: 'area-view', object: 'object-facade' } as const;

const SITE_KEY_BY_ID: ReadonlyMap<string, SiteKey> = new Map(
  Object.values(SITES).map((site) => [site.siteId, site.key]),
);

/** A path on the requesting site, or an absolute url on the site that sells the home. */
export function hitUrl(path: string, hitSiteId: string, links: LinkContext): string {
  const owner = SITE_KEY_BY_ID.get(hitSiteId);
  if (!owner || owner === links.site.key) return path;
  return `${siteOrigin(owner, links.environment, links.environment === 'local' ? links.port : undefined)}${path}`;
}

/** Numbers may arrive as strings from JSON of numeric columns; hits carry numbers. */
function numberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

export function toResidenceHit(row: RawHitRow, links: LinkContext): ResidenceHit {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    url: hitUrl(row.path, row.siteId, links),
    siteId: row.siteId,
    siteOrg: row.siteOrg,
    area: row.area,
    municipality: row.municipality,
    county: row.county,
    minRooms: numberOrNull(row.minRooms),
    maxRooms: numberOrNull(row.maxRooms),
    minPrice: numberOrNull(row.minPrice),
    maxPrice: numberOrNull(row.maxPrice),
    minTotalPrice: numberOrNull(row.minTotalPrice),
    maxTotalPrice: numberOrNull(row.maxTotalPrice),
    minLivingArea: numberOrNull(row.minLivingArea),
    maxLivingArea: numberOrNull(row.maxLivingArea),
    showings: row.showings,
    hasExtraShowingsInfo: row.hasExtraShowingsInfo ?? false,
    status: row.status,
    stageStatus: row.stageStatus,
    concept: row.concept,
    residenceType: row.residenceType ?? [],
    disposalForm: row.disposalForm ?? [],
    inhabitDate: row.inhabitDate
      ? { date: row.inhabitDate, end: row.inhabitDateEnd, determined: row.inhabitDetermined ?? false }
      : null,
    label: row.label,
    vipStart: row.vipStart,
    vipEnd: row.vipEnd,
    shortDescription: row.shortDescription,
    searchImage: {
      url: generatedImageUrl(IMAGE_KIND[row.type], row.id),
      alt: ALT_TEXT[links.site.locale](row.name),
      sizes: IMAGE_SIZES.card,
    },
    geo: { lat: row.lat, lng: row.lng },
    objectCount: row.objectCount,
    stageId: row.stageId,
    stageName: row.stageName,
    objectNumber: row.objectNumber,
    floor: row.floor,
    monthlyFee: numberOrNull(row.monthlyFee),
    outdoorSpaces: row.outdoorSpaces ?? [],
    parking: row.parking,
    projectPhase:
      row.projectLifecycle === null ? null : projectPhaseOf(row.projectLifecycle as ProjectLifecycle),
  };
}
