import type { TFunction } from 'i18next';
import { formatMoveIn } from '../../../shared/format/dates';
import { enumKey } from '../../../shared/residence/residence-enum-keys';
import {
  CONCEPT,
  DIRECTION,
  FINNISH_PLOT_TYPE,
  HOME_TYPE,
  OBJECT_STATUS,
  OUTDOOR_SPACE,
  PARKING,
  STAGE_STATUS,
  TENURE,
} from '../../../shared/residence/residence-enums';
import type { Locale } from '../../../shared/sites/site-types';

// Labels of the catalogue's enumeration ids, from the shared `residence` translations.
// An id the translations do not know renders as nothing rather than as a raw key.

export function stageStatusLabel(t: TFunction, id: number): string {
  const key = enumKey(STAGE_STATUS, id);
  return key ? t(`residence.stageStatus.${key}`) : '';
}

/** A rental home that is available reads "for rent", not "for sale". */
export function objectStatusLabel(t: TFunction, id: number, isRental = false): string {
  if (isRental && id === OBJECT_STATUS.forSale) return t('residence.objectStatus.forRent');
  const key = enumKey(OBJECT_STATUS, id);
  return key ? t(`residence.objectStatus.${key}`) : '';
}

export function homeTypeLabel(t: TFunction, id: number): string {
  const key = enumKey(HOME_TYPE, id);
  return key ? t(`residence.homeType.${key}`) : '';
}

export function tenureLabel(t: TFunction, id: number): string {
  const key = enumKey(TENURE, id);
  return key ? t(`residence.tenure.${key}`) : '';
}

export function conceptLabel(t: TFunction, id: number): string {
  const key = enumKey(CONCEPT, id);
  return key ? t(`residence.concept.${key}`) : '';
}

export function outdoorSpaceLabel(t: TFunction, id: number): string {
  const key = enumKey(OUTDOOR_SPACE, id);
  return key ? t(`residence.outdoorSpace.${key}`) : '';
}

export function parkingLabel(t: TFunction, id: number): string {
  const key = enumKey(PARKING, id);
  return key ? t(`residence.parking.${key}`) : '';
}

export function directionLabel(t: TFunction, id: number): string {
  const key = enumKey(DIRECTION, id);
  return key ? t(`residence.direction.${key}`) : '';
}

export function plotTypeLabel(t: TFunction, id: number): string {
  const key = enumKey(FINNISH_PLOT_TYPE, id);
  return key ? t(`residence.plotType.${key}`) : '';
}

const STAFF_ROLES = [
  'realEstateAgent',
  'assistant',
  'salesManager',
  'interiorResponsible',
  'externalAgent',
  'settlementBroker',
  'customerSupport',
  'customerService',
] as const;

/** platform §3 staff roles; the second sales manager ("salesManager2") reads like the first. */
export function staffRoleLabel(t: TFunction, role: string): string {
  const base = role.replace(/\d+$/, '');
  const known = STAFF_ROLES.find((candidate) => candidate.toLowerCase() === base.toLowerCase());
  return known ? t(`residencePages.staffRole.${known}`) : role;
}

/** platform §4: now / month and year / "preliminary" month and year. */
export function moveInLabel(date: string, determined: boolean, today: string, locale: Locale): string {
  return formatMoveIn(date, { determined, now: today }, locale);
}

export type Tone = 'positive' | 'neutral' | 'attention' | 'closed';

/** Colour family of an object status badge. */
export function objectStatusTone(status: number): Tone {
  switch (status) {
    case OBJECT_STATUS.forSale:
    case OBJECT_STATUS.showingApartment:
      return 'positive';
    case OBJECT_STATUS.preSelling:
      return 'neutral';
    case OBJECT_STATUS.reserved:
    case OBJECT_STATUS.booked:
      return 'attention';
    default:
      return 'closed';
  }
}

export function stageStatusTone(status: number): Tone {
  switch (status) {
    case STAGE_STATUS.forSale:
    case STAGE_STATUS.moveInReady:
      return 'positive';
    case STAGE_STATUS.soldOut:
    case STAGE_STATUS.reference:
      return 'closed';
    case STAGE_STATUS.vip:
      return 'attention';
    default:
      return 'neutral';
  }
}
