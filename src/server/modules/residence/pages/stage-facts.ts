import { localTime } from '../../../../shared/format/showing-time';
import { availabilityOf, isRentalTenure } from '../../../../shared/residence/home-availability';
import { SEARCHED_OBJECT_STATUSES } from '../../../../shared/residence/residence-enums';
import type { Range, StageFacts } from '../../../../shared/residence/residence-page-view-models';
import type { Country } from '../../../../shared/sites/site-types';
import type { residenceStages } from '../../../db/schema';
import type { ObjectJson } from './catalogue-json';

type StageRow = typeof residenceStages.$inferSelect;

function rangeOf(values: readonly number[]): Range {
  if (values.length === 0) return { min: null, max: null };
  return { min: Math.min(...values), max: Math.max(...values) };
}

const distinct = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

const availabilityOfObject = (object: ObjectJson) =>
  availabilityOf(object.status, isRentalTenure(object.disposalForm));

const isOnSale = (object: ObjectJson) =>
  (SEARCHED_OBJECT_STATUSES as readonly number[]).includes(object.status);

/**
 * The facts box of a stage: ranges over its homes on sale; before any home is released
 * (planned, VIP) the announced ranges of the stage stand in.
 */
export function stageFacts(stage: StageRow, objects: readonly ObjectJson[], country: Country): StageFacts {
  const onSale = objects.filter(isOnSale);
  const announced = onSale.length === 0;
  const totals = onSale.flatMap((object) => (object.totalPrice === null ? [] : [object.totalPrice]));
  return {
    price: announced
      ? { min: stage.plannedMinPrice, max: stage.plannedMaxPrice }
      : rangeOf(onSale.flatMap((object) => (object.price === null ? [] : [object.price]))),
    totalPrice: rangeOf(totals),
    rooms: announced
      ? { min: stage.plannedMinRooms, max: stage.plannedMaxRooms }
      : rangeOf(onSale.map((object) => object.rooms)),
    livingArea: announced
      ? { min: stage.plannedMinArea, max: stage.plannedMaxArea }
      : rangeOf(onSale.map((object) => object.livingArea)),
    homeTypes: distinct(
      objects.length > 0 ? objects.map((object) => object.homeType) : stage.plannedHomeTypes,
    ),
    tenures: distinct(
      objects.length > 0 ? objects.map((object) => object.disposalForm) : stage.plannedDisposalForms,
    ),
    inhabitDate: stage.inhabitDate,
    inhabitDateEnd: stage.inhabitDateEnd,
    inhabitDetermined: stage.inhabitDetermined,
    vipStartDate: stage.vipStart ? localTime(stage.vipStart.toISOString(), country).date : null,
    vipEndDate: stage.vipEnd ? localTime(stage.vipEnd.toISOString(), country).date : null,
    concept: stage.concept,
    plotType: stage.plotType,
    homesForSale: objects.filter((object) => availabilityOfObject(object) === 'forSale').length,
    homesForRent: objects.filter((object) => availabilityOfObject(object) === 'forRent').length,
  };
}
