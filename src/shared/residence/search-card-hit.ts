import { IMAGE_SIZES } from '../media/image-urls';
import type { ResidenceHit, SearchResponse, Showing } from './search-schemas';

// The first results a server-rendered search page carries in its inline state (issue 11
// item 4: lean HTML). A card reads a third of a hit's fields, so the page serialises those
// alone, and as one array per hit rather than an object with its keys: 30 stage cards cost
// about 12 KB of state instead of 46 KB. The browser unpacks them before its first render,
// so hydration renders exactly what the server rendered.

/** What a result card, the result list and the map read of a hit; every full hit is one. */
export interface CardHit
  extends Pick<
    ResidenceHit,
    | 'id'
    | 'type'
    | 'name'
    | 'url'
    | 'area'
    | 'municipality'
    | 'minRooms'
    | 'maxRooms'
    | 'minPrice'
    | 'maxPrice'
    | 'minTotalPrice'
    | 'maxTotalPrice'
    | 'minLivingArea'
    | 'maxLivingArea'
    | 'hasExtraShowingsInfo'
    | 'status'
    | 'stageStatus'
    | 'disposalForm'
    | 'label'
    | 'vipStart'
    | 'vipEnd'
    | 'geo'
    | 'objectCount'
    | 'stageName'
    | 'objectNumber'
    | 'monthlyFee'
    | 'stageId'
    | 'projectPhase'
  > {
  showings: readonly Pick<Showing, 'startsAt'>[];
  inhabitDate: Pick<NonNullable<ResidenceHit['inhabitDate']>, 'date' | 'determined'> | null;
  /** `sizes` absent: the card's own (IMAGE_SIZES.card). */
  searchImage: Pick<ResidenceHit['searchImage'], 'url' | 'alt'> & { sizes?: string };
}

/** One card hit as an array, in this order. */
export type PackedCardHit = [
  id: string,
  type: CardHit['type'],
  name: string,
  url: string,
  area: string | null,
  municipality: string,
  minRooms: number | null,
  maxRooms: number | null,
  minPrice: number | null,
  maxPrice: number | null,
  minTotalPrice: number | null,
  maxTotalPrice: number | null,
  minLivingArea: number | null,
  maxLivingArea: number | null,
  /** The first showing on or after the page's today: the only one a card shows. */
  nextShowing: string | null,
  hasExtraShowingsInfo: boolean,
  status: number,
  stageStatus: number,
  disposalForm: number[],
  moveIn: string | null,
  moveInDetermined: boolean,
  label: string | null,
  vipStart: string | null,
  vipEnd: string | null,
  imageUrl: string,
  imageAlt: string,
  /** null: the card's own sizes. */
  imageSizes: string | null,
  lat: number,
  lng: number,
  objectCount: number,
  stageName: string | null,
  objectNumber: string | null,
  monthlyFee: number | null,
  stageId: CardHit['stageId'],
  projectPhase: number | null,
];

type Results<H> = Omit<SearchResponse, 'hits'> & { hits: H[] };
/** A search answer whose hits may be card hits only (the server-rendered first results). */
export type CardSearchResponse = Results<CardHit>;
/** The first results as the page's state carries them. */
export type PackedSearchResponse = Results<PackedCardHit>;

/** The next showing as the card picks it: the earliest that starts on or after `today`. */
function nextShowing(showings: readonly Pick<Showing, 'startsAt'>[], today: string): string | null {
  let next: string | null = null;
  for (const { startsAt } of showings) {
    if (startsAt.slice(0, 10) >= today && (next === null || startsAt < next)) next = startsAt;
  }
  return next;
}

export function packCardHit(hit: CardHit, today: string): PackedCardHit {
  const { searchImage: image } = hit;
  return [
    hit.id,
    hit.type,
    hit.name,
    hit.url,
    hit.area,
    hit.municipality,
    hit.minRooms,
    hit.maxRooms,
    hit.minPrice,
    hit.maxPrice,
    hit.minTotalPrice,
    hit.maxTotalPrice,
    hit.minLivingArea,
    hit.maxLivingArea,
    nextShowing(hit.showings, today),
    hit.hasExtraShowingsInfo,
    hit.status,
    hit.stageStatus,
    hit.disposalForm,
    hit.inhabitDate?.date ?? null,
    hit.inhabitDate?.determined ?? false,
    hit.label,
    hit.vipStart,
    hit.vipEnd,
    image.url,
    image.alt,
    !image.sizes || image.sizes === IMAGE_SIZES.card ? null : image.sizes,
    hit.geo.lat,
    hit.geo.lng,
    hit.objectCount,
    hit.stageName,
    hit.objectNumber,
    hit.monthlyFee,
    hit.stageId,
    hit.projectPhase,
  ];
}

export function unpackCardHit(packed: PackedCardHit): CardHit {
  const [
    id,
    type,
    name,
    url,
    area,
    municipality,
    minRooms,
    maxRooms,
    minPrice,
    maxPrice,
    minTotalPrice,
    maxTotalPrice,
    minLivingArea,
    maxLivingArea,
    next,
    hasExtraShowingsInfo,
    status,
    stageStatus,
    disposalForm,
    moveIn,
    determined,
    label,
    vipStart,
    vipEnd,
    imageUrl,
    imageAlt,
    imageSizes,
    lat,
    lng,
    objectCount,
    stageName,
    objectNumber,
    monthlyFee,
    stageId,
    projectPhase,
  ] = packed;
  return {
    id,
    type,
    name,
    url,
    area,
    municipality,
    minRooms,
    maxRooms,
    minPrice,
    maxPrice,
    minTotalPrice,
    maxTotalPrice,
    minLivingArea,
    maxLivingArea,
    showings: next === null ? [] : [{ startsAt: next }],
    hasExtraShowingsInfo,
    status,
    stageStatus,
    disposalForm,
    inhabitDate: moveIn === null ? null : { date: moveIn, determined },
    label,
    vipStart,
    vipEnd,
    searchImage: { url: imageUrl, alt: imageAlt, ...(imageSizes === null ? {} : { sizes: imageSizes }) },
    geo: { lat, lng },
    objectCount,
    stageName,
    objectNumber,
    monthlyFee,
    stageId,
    projectPhase,
  };
}

/**
 * Whether two hits draw the same card on `today`: the packed form holds exactly what a card
 * reads. The search page's cards are memoised with it, so the whole hits that replace the
 * server's first card hits do not redraw cards that look the same.
 */
export function sameCard(a: CardHit, b: CardHit, today: string): boolean {
  if (a === b) return true;
  const right = packCardHit(b, today);
  return packCardHit(a, today).every((value, index) => {
    const other = right[index];
    if (!Array.isArray(value) || !Array.isArray(other)) return value === other;
    return value.length === other.length && value.every((item, at) => item === other[at]);
  });
}

/** The first `count` hits of an answer for the page's state; counts and facets stay whole. */
export function packFirstResults(
  response: SearchResponse,
  count: number,
  today: string,
): PackedSearchResponse {
  return { ...response, hits: response.hits.slice(0, count).map((hit) => packCardHit(hit, today)) };
}

export function unpackFirstResults(packed: PackedSearchResponse): CardSearchResponse {
  return { ...packed, hits: packed.hits.map(unpackCardHit) };
}
