import { formatCurrency, formatPriceRange } from '../../../shared/format/currency';
import { formatRooms } from '../../../shared/format/rooms';
import { OBJECT_STATUS, STAGE_STATUS, TENURE } from '../../../shared/residence/residence-enums';
import type { ResidenceHit } from '../../../shared/residence/search-schemas';
import type { Country, Locale } from '../../../shared/sites/site-types';

// The status, price and rooms of a saved home, by the public search card's rules
// (residence-search/hit-display.ts describeHit: Finland's debt-free total price, a rental home's
// rent, a stage of rentals only). Not imported from there: a module both the search page and
// this page load would become a chunk of its own and grow the search page (page budget);
// saved-home-display.test.ts holds the two to the same answers.

export interface SavedHomeDisplay {
  status: { group: 'objectStatus' | 'stageStatus'; key: string } | null;
  price: string | null;
  priceKind: 'price' | 'totalPrice';
  rent: string | null;
  rentalsOnly: boolean;
  rooms: string | null;
}

type DisplayedHit = Pick<
  ResidenceHit,
  | 'type'
  | 'status'
  | 'stageStatus'
  | 'disposalForm'
  | 'minPrice'
  | 'maxPrice'
  | 'minTotalPrice'
  | 'maxTotalPrice'
  | 'monthlyFee'
  | 'minRooms'
  | 'maxRooms'
>;

function keyOf(table: Readonly<Record<string, number>>, id: number): string | null {
  return Object.entries(table).find(([, value]) => value === id)?.[0] ?? null;
}

export function describeSavedHome(hit: DisplayedHit, locale: Locale, country: Country): SavedHomeDisplay {
  const useTotal = country === 'FI' && (hit.minTotalPrice !== null || hit.maxTotalPrice !== null);
  const [minPrice, maxPrice] = useTotal
    ? [hit.minTotalPrice, hit.maxTotalPrice]
    : [hit.minPrice, hit.maxPrice];
  const rentalOnly = hit.disposalForm.length > 0 && hit.disposalForm.every((form) => form === TENURE.tenancy);
  const statusKey =
    hit.type === 'object' && rentalOnly && hit.status === OBJECT_STATUS.forSale
      ? 'forRent'
      : hit.type === 'object'
        ? keyOf(OBJECT_STATUS, hit.status)
        : keyOf(STAGE_STATUS, hit.stageStatus);
  const low = minPrice ?? maxPrice;
  const lowRooms = hit.minRooms ?? hit.maxRooms;
  return {
    status: statusKey
      ? { group: hit.type === 'object' ? 'objectStatus' : 'stageStatus', key: statusKey }
      : null,
    price: low === null ? null : formatPriceRange(low, maxPrice, country),
    priceKind: useTotal ? 'totalPrice' : 'price',
    rent:
      hit.type === 'object' && minPrice === null && rentalOnly && hit.monthlyFee !== null
        ? formatCurrency(hit.monthlyFee, country)
        : null,
    rentalsOnly: minPrice === null && maxPrice === null && rentalOnly,
    rooms: lowRooms === null ? null : formatRooms(lowRooms, hit.maxRooms, locale),
  };
}
