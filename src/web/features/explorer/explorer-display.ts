import type { TFunction } from 'i18next';
import type { ExplorerObject } from '../../../shared/explorer/explorer-contracts';
import { formatArea } from '../../../shared/format/area';
import { formatCurrency } from '../../../shared/format/currency';
import { formatRooms } from '../../../shared/format/rooms';
import { enumKey } from '../../../shared/residence/residence-enum-keys';
import { DIRECTION, OBJECT_STATUS } from '../../../shared/residence/residence-enums';
import type { Country, Locale } from '../../../shared/sites/site-types';

// How the explorer names and colours a home: the statuses it shows (flows §4.6) in the order of
// its legend, each with a colour that reads on the facade drawing.

export const STATUS_ORDER = [
  OBJECT_STATUS.forSale,
  OBJECT_STATUS.preSelling,
  OBJECT_STATUS.showingApartment,
  OBJECT_STATUS.reserved,
  OBJECT_STATUS.booked,
  OBJECT_STATUS.sold,
] as const;

const STATUS_COLOURS: Readonly<Record<number, string>> = {
  [OBJECT_STATUS.forSale]: '#1f8a4c',
  [OBJECT_STATUS.preSelling]: '#2f6db5',
  [OBJECT_STATUS.showingApartment]: '#7a4fb0',
  [OBJECT_STATUS.reserved]: '#d4a017',
  [OBJECT_STATUS.booked]: '#e07b1f',
  [OBJECT_STATUS.sold]: '#b7372f',
};

export const statusColour = (status: number) => STATUS_COLOURS[status] ?? '#6b6b6b';

export function statusLabel(t: TFunction, status: number, isRental = false): string {
  if (isRental && status === OBJECT_STATUS.forSale) return t('residence.objectStatus.forRent');
  const key = enumKey(OBJECT_STATUS, status);
  return key ? t(`residence.objectStatus.${key}`) : '';
}

export function directionLabel(t: TFunction, direction: number): string {
  const key = enumKey(DIRECTION, direction);
  return key ? t(`residence.direction.${key}`) : '';
}

export interface HomeTexts {
  rooms: string;
  area: string;
  price: string;
}

/** Rooms, area and price (or rent per month) as the card and the hover show them. */
export function homeTexts(
  apt: ExplorerObject,
  locale: Locale,
  country: Country,
  perMonth: (amount: string) => string,
): HomeTexts {
  return {
    rooms: formatRooms(apt.rooms, null, locale),
    area: formatArea(apt.primaryArea, locale),
    price:
      apt.price === null
        ? perMonth(formatCurrency(apt.monthlyFee, country))
        : formatCurrency(apt.price, country),
  };
}

/** "14:15" */
export function clockText(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
