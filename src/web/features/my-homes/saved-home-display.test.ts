import { describe, expect, it } from 'vitest';
import { OBJECT_STATUS, STAGE_STATUS, TENURE } from '../../../shared/residence/residence-enums';
import type { ResidenceHit } from '../../../shared/residence/search-schemas';
import type { Country, Locale } from '../../../shared/sites/site-types';
import { describeHit } from '../../ui/residence-display/hit-display';
import { describeSavedHome } from './saved-home-display';
import { idsToRead, residenceIdOf } from './saved-homes';

// A saved home's card says what the public search card says of the same home.

const stage: ResidenceHit = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'stage',
  name: 'Kajen',
  url: '/bostader/nacka/kajen/',
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
  showings: [],
  hasExtraShowingsInfo: false,
  status: STAGE_STATUS.forSale,
  stageStatus: STAGE_STATUS.forSale,
  concept: null,
  residenceType: [3],
  disposalForm: [TENURE.condominium],
  inhabitDate: null,
  label: null,
  vipStart: null,
  vipEnd: null,
  shortDescription: '',
  searchImage: { url: '/media/x.webp', alt: 'Kajen', sizes: '' },
  geo: { lat: 59.3, lng: 18.1 },
  objectCount: 12,
  stageId: null,
  stageName: null,
  objectNumber: null,
  floor: null,
  monthlyFee: null,
  outdoorSpaces: [],
  parking: null,
  projectPhase: 2,
};

const home = (fields: Partial<ResidenceHit>): ResidenceHit => ({
  ...stage,
  type: 'object',
  stageId: stage.id,
  stageName: 'Kajen',
  objectNumber: '1101',
  minPrice: 3_200_000,
  maxPrice: 3_200_000,
  minRooms: 3,
  maxRooms: 3,
  status: OBJECT_STATUS.forSale,
  monthlyFee: 4_200,
  ...fields,
});

const cases: [string, ResidenceHit, Locale, Country][] = [
  ['a Swedish stage with a price range', stage, 'sv', 'SE'],
  [
    'a stage of rentals only',
    { ...stage, minPrice: null, maxPrice: null, disposalForm: [TENURE.tenancy] },
    'sv',
    'SE',
  ],
  ['a sold home', home({ status: OBJECT_STATUS.sold }), 'sv', 'SE'],
  [
    'a rental home for rent',
    home({ minPrice: null, maxPrice: null, disposalForm: [TENURE.tenancy] }),
    'sv',
    'SE',
  ],
  [
    'a Finnish home with its debt-free price',
    home({ minTotalPrice: 250_000, maxTotalPrice: 250_000 }),
    'fi',
    'FI',
  ],
  ['a Norwegian home without a price', home({ minPrice: null, maxPrice: null }), 'no', 'NO'],
];

describe('saved home display', () => {
  it.each(cases)(
    '%s: status, price, rent and rooms as the search card has them',
    (_, hit, locale, country) => {
      const card = describeHit(hit, { locale, country, today: '2026-11-15' });
      expect(describeSavedHome(hit, locale, country)).toEqual({
        status: card.status,
        price: card.price,
        priceKind: card.priceKind,
        rent: card.rent,
        rentalsOnly: card.rentalsOnly,
        rooms: card.rooms,
      });
    },
  );

  it('reads each stage and home once, a home by its own id', () => {
    const relations = [
      { stageId: 'b', objectId: null },
      { stageId: 'a', objectId: 'x' },
      { stageId: 'b', objectId: null },
    ];
    expect(idsToRead(relations)).toEqual({ stages: ['b'], objects: ['x'] });
    expect(relations.map(residenceIdOf)).toEqual(['b', 'x', 'b']);
  });
});
