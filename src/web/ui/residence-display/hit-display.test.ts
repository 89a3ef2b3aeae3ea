import { describe, expect, it } from 'vitest';
import { NBSP } from '../../../shared/format/numbers';
import { OBJECT_STATUS, STAGE_STATUS, TENURE } from '../../../shared/residence/residence-enums';
import { packCardHit, unpackCardHit } from '../../../shared/residence/search-card-hit';
import type { ResidenceHit } from '../../../shared/residence/search-schemas';
import { describeHit, isVipActive } from './hit-display';

const hit: ResidenceHit = {
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
  showings: [
    {
      id: '00000000-0000-4000-8000-000000000004',
      startsAt: '2026-11-20T16:00:00Z',
      endsAt: '2026-11-20T17:00:00Z',
      objectId: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000005',
      startsAt: '2026-11-10T16:00:00Z',
      endsAt: '2026-11-10T17:00:00Z',
      objectId: null,
    },
  ],
  hasExtraShowingsInfo: false,
  status: STAGE_STATUS.forSale,
  stageStatus: STAGE_STATUS.forSale,
  concept: null,
  residenceType: [3],
  disposalForm: [1],
  inhabitDate: { date: '2027-03-01', end: null, determined: false },
  label: null,
  vipStart: null,
  vipEnd: null,
  shortDescription: '',
  searchImage: { url: '/media/generated/stage-facade/x.webp', alt: 'Kajen', sizes: '' },
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

const today = '2026-11-15';

describe('result card texts (platform §3, §4, §9)', () => {
  it('prints a Swedish stage: price range, rooms, area, preliminary month, status and next showing', () => {
    const display = describeHit(hit, { locale: 'sv', country: 'SE', today });
    expect(display.price).toBe(`2${NBSP}950${NBSP}000${NBSP}\u2013 5${NBSP}400${NBSP}000${NBSP}kr`);
    expect(display.rooms).toBe(`2\u20134${NBSP}rok`);
    // Rounded as the home page rounds (one decimal), so card and page agree.
    expect(display.livingArea).toBe(`48\u2013101,5${NBSP}m²`);
    expect(display.moveIn).toBe('Preliminärt mars 2027');
    expect(display.status).toEqual({ group: 'stageStatus', key: 'forSale' });
    // The showing of the 10th is past; the 20th is next.
    expect(display.nextShowing).toBe('2026-11-20');
  });

  it('shows the Finnish debt-free total price and a past date as move-in ready', () => {
    const finnish = {
      ...hit,
      type: 'object' as const,
      status: OBJECT_STATUS.reserved,
      minTotalPrice: 310_000,
      maxTotalPrice: 310_000,
      inhabitDate: { date: '2026-01-01', end: null, determined: true },
    };
    const display = describeHit(finnish, { locale: 'fi', country: 'FI', today });
    expect(display.priceKind).toBe('totalPrice');
    expect(display.price).toBe(`310${NBSP}000${NBSP}€`);
    expect(display.rooms).toBe(`2\u20134${NBSP}h+k`);
    expect(display.moveIn).toBe('Muuttovalmis');
    expect(display.status).toEqual({ group: 'objectStatus', key: 'reserved' });
  });

  it('prints Norwegian prices with the symbol first', () => {
    expect(describeHit(hit, { locale: 'no', country: 'NO', today }).price?.startsWith(`kr${NBSP}2`)).toBe(
      true,
    );
  });

  it('knows when a VIP sale is running', () => {
    expect(isVipActive({ vipStart: '2026-11-01', vipEnd: '2026-11-30' }, today)).toBe(true);
    expect(isVipActive({ vipStart: '2026-12-01', vipEnd: '2026-12-30' }, today)).toBe(false);
    expect(isVipActive({ vipStart: null, vipEnd: null }, today)).toBe(false);
  });

  it('shows a rental home by its monthly rent, never as a price of 0', () => {
    const rental: ResidenceHit = {
      ...hit,
      type: 'object' as const,
      status: OBJECT_STATUS.forSale,
      minPrice: null,
      maxPrice: null,
      monthlyFee: 8_450,
      disposalForm: [TENURE.tenancy],
    };
    const display = describeHit(rental, { locale: 'sv', country: 'SE', today });
    expect(display.price).toBeNull();
    expect(display.rent).toBe(`8${NBSP}450${NBSP}kr`);
    // Available to rent, not "for sale".
    expect(display.status).toEqual({ group: 'objectStatus', key: 'forRent' });
    // A stage of rentals only has no sale price either: it says so instead of "price not set".
    const rentals = describeHit({ ...rental, type: 'stage' }, { locale: 'sv', country: 'SE', today });
    expect(rentals.rent).toBeNull();
    expect(rentals.rentalsOnly).toBe(true);
    // A stage with homes for sale keeps its price range.
    expect(describeHit(hit, { locale: 'sv', country: 'SE', today }).rentalsOnly).toBe(false);
  });

  it('prints the same texts from the lean hit of a server-rendered page as from the whole hit', () => {
    const variants: ResidenceHit[] = [
      hit,
      { ...hit, vipStart: '2026-11-01T07:00:00Z', vipEnd: '2026-11-30T21:59:00Z', label: 'Nyhet' },
      {
        ...hit,
        type: 'object',
        status: OBJECT_STATUS.reserved,
        minTotalPrice: 310_000,
        maxTotalPrice: 320_000,
      },
      {
        ...hit,
        type: 'object',
        minPrice: null,
        maxPrice: null,
        monthlyFee: 8_450,
        disposalForm: [TENURE.tenancy],
      },
      { ...hit, showings: [], inhabitDate: null, minRooms: null, maxRooms: null },
    ];
    for (const whole of variants) {
      const lean = unpackCardHit(packCardHit(whole, today));
      for (const [locale, country] of [
        ['sv', 'SE'],
        ['fi', 'FI'],
      ] as const) {
        expect(describeHit(lean, { locale, country, today })).toEqual(
          describeHit(whole, { locale, country, today }),
        );
      }
    }
  });
});
