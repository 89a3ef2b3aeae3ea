import { formatAreaRange } from '../../../shared/format/area';
import { formatCurrency, formatPriceRange } from '../../../shared/format/currency';
import { formatDate, formatMoveIn, type MoveInTexts } from '../../../shared/format/dates';
import { formatRooms } from '../../../shared/format/rooms';
import { OBJECT_STATUS, STAGE_STATUS, TENURE } from '../../../shared/residence/residence-enums';
import type { CardHit } from '../../../shared/residence/search-card-hit';
import type { Country, Locale } from '../../../shared/sites/site-types';

// The texts of a result card (platform §3 "Residence hit fields", §4 "Date display", §9
// formats), kept pure so the server render and the browser print the same words.

export interface HitDisplayContext {
  locale: Locale;
  country: Country;
  /** yyyy-mm-dd; the server's today, carried in the view model. */
  today: string;
  moveInTexts?: Partial<MoveInTexts>;
}

export interface HitDisplay {
  /** Finland shows the debt-free total price (platform §3); elsewhere the price. */
  price: string | null;
  priceKind: 'price' | 'totalPrice';
  /** A rental home: its monthly rent (the price is null, a rental has no sale price). */
  rent: string | null;
  /** A stage of rental homes only: no sale price to show. */
  rentalsOnly: boolean;
  rooms: string | null;
  livingArea: string | null;
  moveIn: string | null;
  status: { group: 'objectStatus' | 'stageStatus'; key: string } | null;
  vipActive: boolean;
  nextShowing: string | null;
}

function keyOf(table: Readonly<Record<string, number>>, id: number): string | null {
  return Object.entries(table).find(([, value]) => value === id)?.[0] ?? null;
}

function range(min: number | null, max: number | null, format: (low: number, high: number | null) => string) {
  if (min === null && max === null) return null;
  return format(min ?? (max as number), max);
}

/** VIP sale runs from vipStart up to and including vipEnd (calendar dates). */
export function isVipActive(hit: Pick<CardHit, 'vipStart' | 'vipEnd'>, today: string): boolean {
  if (!hit.vipStart || !hit.vipEnd) return false;
  return hit.vipStart.slice(0, 10) <= today && today <= hit.vipEnd.slice(0, 10);
}

function isRentalOnly(hit: Pick<CardHit, 'disposalForm'>): boolean {
  return hit.disposalForm.length > 0 && hit.disposalForm.every((form) => form === TENURE.tenancy);
}

export function describeHit(hit: CardHit, context: HitDisplayContext): HitDisplay {
  const { locale, country, today } = context;
  const useTotal = country === 'FI' && (hit.minTotalPrice !== null || hit.maxTotalPrice !== null);
  const [minPrice, maxPrice] = useTotal
    ? [hit.minTotalPrice, hit.maxTotalPrice]
    : [hit.minPrice, hit.maxPrice];
  const rentalForRent = hit.type === 'object' && isRentalOnly(hit) && hit.status === OBJECT_STATUS.forSale;
  const statusKey = rentalForRent
    ? 'forRent'
    : hit.type === 'object'
      ? keyOf(OBJECT_STATUS, hit.status)
      : keyOf(STAGE_STATUS, hit.stageStatus);
  const upcoming = hit.showings
    .map((showing) => showing.startsAt)
    .filter((start) => start.slice(0, 10) >= today)
    .sort()[0];
  return {
    price: range(minPrice, maxPrice, (low, high) => formatPriceRange(low, high, country)),
    priceKind: useTotal ? 'totalPrice' : 'price',
    rent:
      hit.type === 'object' && minPrice === null && isRentalOnly(hit) && hit.monthlyFee !== null
        ? formatCurrency(hit.monthlyFee, country)
        : null,
    rentalsOnly: minPrice === null && maxPrice === null && isRentalOnly(hit),
    rooms: range(hit.minRooms, hit.maxRooms, (low, high) => formatRooms(low, high, locale)),
    // The same rounding as the home's own page (formatArea's one decimal): a card never says
    // 75 m² for a home its page calls 74,5 m².
    livingArea: range(hit.minLivingArea, hit.maxLivingArea, (low, high) =>
      formatAreaRange(low, high, locale),
    ),
    moveIn: hit.inhabitDate
      ? formatMoveIn(
          hit.inhabitDate.date,
          { determined: hit.inhabitDate.determined, now: today },
          locale,
          context.moveInTexts,
        )
      : null,
    status: statusKey
      ? { group: hit.type === 'object' ? 'objectStatus' : 'stageStatus', key: statusKey }
      : null,
    vipActive: isVipActive(hit, today),
    nextShowing: upcoming ? formatDate(upcoming, locale) : null,
  };
}
