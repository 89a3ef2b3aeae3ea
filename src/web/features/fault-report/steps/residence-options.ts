import { OTHER_ADDRESS, type SelectedApartment } from '../../../../shared/cases/case-wizard-schemas';
import type { Agreement } from '../api/case-lookups';

// The resident's address choices (flows §2.6): their homes for a fault in the apartment, the
// buildings of those homes for a public area, and always "another address".

export interface ResidenceOption {
  value: string;
  label: string;
  apartment: SelectedApartment | null;
  fullBuilding: boolean;
}

const streetOf = (address: string) =>
  address
    .split(',')[0]
    ?.replace(/[A-Z]$/, '')
    .trim() ?? address;

export function residenceOptions(
  agreements: readonly Agreement[],
  type: string | undefined,
  otherLabel: string,
): ResidenceOption[] {
  const options: ResidenceOption[] = [];
  if (type === 'apartment') {
    for (const agreement of agreements) {
      options.push({
        value: agreement.id,
        label: `${agreement.address}, ${agreement.zipCode} ${agreement.city}`,
        apartment: {
          id: agreement.id,
          address: agreement.address,
          propertyId: agreement.propertyId,
          objectTypeId: agreement.objectTypeId,
          rentalBuilding: agreement.rentalBuilding,
          governmentObjectId: agreement.governmentObjectId,
        },
        fullBuilding: false,
      });
    }
  } else if (type === 'publicSpace') {
    const seen = new Set<string>();
    for (const agreement of agreements) {
      if (seen.has(agreement.buildingId)) continue;
      seen.add(agreement.buildingId);
      const address = streetOf(agreement.address);
      options.push({
        value: agreement.buildingId,
        label: `${address}, ${agreement.zipCode} ${agreement.city}`,
        apartment: { id: agreement.buildingId, address, propertyId: agreement.propertyId },
        fullBuilding: true,
      });
    }
  }
  options.push({ value: OTHER_ADDRESS, label: otherLabel, apartment: null, fullBuilding: false });
  return options;
}
