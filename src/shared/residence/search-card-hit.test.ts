import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../media/image-urls';
import { STAGE_STATUS } from './residence-enums';
import {
  packCardHit,
  packFirstResults,
  sameCard,
  unpackCardHit,
  unpackFirstResults,
} from './search-card-hit';
import type { ResidenceHit, SearchResponse } from './search-schemas';

const today = '2026-11-15';

const showing = (id: number, startsAt: string) => ({
  id: `00000000-0000-4000-8000-00000000010${id}`,
  startsAt,
  endsAt: startsAt.replace('T16', 'T17'),
  objectId: null,
});

const hit: ResidenceHit = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'stage',
  name: 'Kajen',
  url: 'https://senior.example/bostader/nacka/kajen/',
  siteId: '00000000-0000-4000-8000-000000000002',
  siteOrg: '00000000-0000-4000-8000-000000000003',
  area: 'Sickla',
  municipality: 'Nacka',
  county: 'Stockholms län',
  minRooms: 2,
  maxRooms: 4,
  minPrice: 2_950_000,
  maxPrice: 5_400_000,
  minTotalPrice: null,
  maxTotalPrice: null,
  minLivingArea: 48,
  maxLivingArea: 101.5,
  showings: [
    showing(1, '2026-12-01T16:00:00Z'),
    showing(2, '2026-11-10T16:00:00Z'),
    showing(3, '2026-11-15T16:00:00Z'),
  ],
  hasExtraShowingsInfo: true,
  status: STAGE_STATUS.forSale,
  stageStatus: STAGE_STATUS.forSale,
  concept: 2,
  residenceType: [3],
  disposalForm: [1, 4],
  inhabitDate: { date: '2027-03-01', end: '2027-06-01', determined: false },
  label: 'Sista bostäderna',
  vipStart: '2026-11-01T07:00:00Z',
  vipEnd: '2026-11-30T21:59:00Z',
  shortDescription: 'Vid vattnet i Sickla, nära både natur och service.',
  searchImage: { url: '/media/generated/stage-facade/x.webp', alt: 'Kajen', sizes: IMAGE_SIZES.card },
  geo: { lat: 59.3, lng: 18.1 },
  objectCount: 12,
  stageId: null,
  stageName: null,
  objectNumber: null,
  floor: null,
  monthlyFee: null,
  outdoorSpaces: [1],
  parking: 2,
  projectPhase: 2,
};

describe('card hits of the server-rendered search page (issue 11 item 4)', () => {
  it('keep every field a card reads, and of the showings the next one from today', () => {
    expect(unpackCardHit(packCardHit(hit, today))).toEqual({
      id: hit.id,
      type: 'stage',
      name: 'Kajen',
      url: hit.url,
      area: 'Sickla',
      municipality: 'Nacka',
      minRooms: 2,
      maxRooms: 4,
      minPrice: 2_950_000,
      maxPrice: 5_400_000,
      minTotalPrice: null,
      maxTotalPrice: null,
      minLivingArea: 48,
      maxLivingArea: 101.5,
      // The 10th is past; the 15th (today) comes before the 1st of December.
      showings: [{ startsAt: '2026-11-15T16:00:00Z' }],
      hasExtraShowingsInfo: true,
      status: STAGE_STATUS.forSale,
      stageStatus: STAGE_STATUS.forSale,
      disposalForm: [1, 4],
      inhabitDate: { date: '2027-03-01', determined: false },
      label: 'Sista bostäderna',
      vipStart: hit.vipStart,
      vipEnd: hit.vipEnd,
      searchImage: { url: hit.searchImage.url, alt: 'Kajen' },
      geo: { lat: 59.3, lng: 18.1 },
      objectCount: 12,
      stageName: null,
      objectNumber: null,
      monthlyFee: null,
      stageId: null,
      projectPhase: 2,
    });
  });

  it('keep an object hit, a missing move-in date, no showings and image sizes of their own', () => {
    const home: ResidenceHit = {
      ...hit,
      type: 'object',
      showings: [showing(2, '2026-11-10T16:00:00Z')],
      inhabitDate: null,
      searchImage: { ...hit.searchImage, sizes: '100vw' },
      stageId: '00000000-0000-4000-8000-000000000009',
      stageName: 'Kajen',
      objectNumber: '1102',
      monthlyFee: 4_210,
    };
    expect(unpackCardHit(packCardHit(home, today))).toMatchObject({
      type: 'object',
      showings: [],
      inhabitDate: null,
      searchImage: { url: hit.searchImage.url, alt: 'Kajen', sizes: '100vw' },
      stageName: 'Kajen',
      objectNumber: '1102',
      monthlyFee: 4_210,
    });
  });

  it('carry the first hits of an answer with its whole counts and facets, through JSON', () => {
    const response: SearchResponse = {
      hits: [hit, { ...hit, id: '00000000-0000-4000-8000-000000000011' }, { ...hit, type: 'area' }],
      estimatedTotalHits: 85,
      limit: 400,
      offset: 0,
      facetDistribution: { type: { stage: 85, object: 847, area: 37 } },
    };
    const packed = JSON.parse(JSON.stringify(packFirstResults(response, 2, today)));
    const first = unpackFirstResults(packed);
    expect(first.hits.map((card) => card.id)).toEqual([hit.id, '00000000-0000-4000-8000-000000000011']);
    expect(first).toMatchObject({
      estimatedTotalHits: 85,
      limit: 400,
      offset: 0,
      facetDistribution: response.facetDistribution,
    });
    // Keys are not repeated per hit: the packed form is far smaller than the whole hits.
    expect(JSON.stringify(packed.hits).length).toBeLessThan(
      JSON.stringify(response.hits.slice(0, 2)).length / 2,
    );
  });

  it('tell a whole hit that draws the same card from one that draws another', () => {
    const card = unpackCardHit(packCardHit(hit, today));
    // The server's card hit and the API's whole hit: the same card.
    expect(sameCard(card, hit, today)).toBe(true);
    // A showing that is already past does not change the card either.
    expect(
      sameCard(card, { ...hit, showings: [...hit.showings, showing(4, '2026-11-01T16:00:00Z')] }, today),
    ).toBe(true);
    expect(sameCard(card, { ...hit, maxPrice: 5_500_000 }, today)).toBe(false);
    expect(sameCard(card, { ...hit, disposalForm: [1] }, today)).toBe(false);
    expect(sameCard(card, { ...hit, showings: [showing(1, '2026-11-20T16:00:00Z')] }, today)).toBe(false);
    expect(
      sameCard(card, { ...hit, searchImage: { ...hit.searchImage, alt: 'Kajen i kvällsljus' } }, today),
    ).toBe(false);
    // The next showing depends on the day the card is drawn for.
    expect(sameCard(card, hit, '2026-11-16')).toBe(false);
  });
});
