import { OBJECT_STATUS, TENURE } from './residence-enums';

// One definition of what the pages count as "for sale" (issue 33 item 11): the stage's facts,
// the area's stage cards and the explorer's legend all count with this. A home is for sale
// when its status is for sale and it is sold, not let; a rental with that status is for rent.
// Reserved and pre-selling homes are counted under their own names, never as for sale.

export type Availability = 'forSale' | 'forRent';

export function availabilityOf(status: number, rental: boolean): Availability | null {
  if (status !== OBJECT_STATUS.forSale) return null;
  return rental ? 'forRent' : 'forSale';
}

/** A home let rather than sold: its tenure is a tenancy. */
export const isRentalTenure = (disposalForm: number) => disposalForm === TENURE.tenancy;
