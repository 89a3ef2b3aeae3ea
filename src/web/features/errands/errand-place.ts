import type { Errand } from '../../../shared/cases/case-schemas';

// flows §3.5: where an errand is: the home or building (address, home number, stair), or the
// address typed by hand (otherResidentInfo: address, zip code, city, government id).
export function errandPlace(errand: Errand): string {
  if (errand.otherResidentInfo) return errand.otherResidentInfo;
  const address = errand.objectAddress ?? '';
  // The address of a home already names its number ("Ekbacksvägen 2A, lgh 1102").
  const name = errand.objectName && !address.includes(errand.objectName) ? errand.objectName : null;
  const parts = [address, name, errand.buildingPartName].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  return parts.join(', ');
}
