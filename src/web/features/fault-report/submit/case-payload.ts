import { type CaseFormData, OTHER_ADDRESS } from '../../../../shared/cases/case-wizard-schemas';
import type { CaseKind } from '../engine/wizard-flows';

// The wizard's form (flows §3.4) as the case-creation payload (flows §3.3): where the case
// belongs, which room it is filed against, and the fields each flow adds.

export type RoomSource = { kind: 'place'; id: string } | { kind: 'general' };

export interface Room {
  id: string;
  roomType: number;
}

const managedBoard = (kind: CaseKind) => kind === 'board';
const boardWithoutManagement = (kind: CaseKind) => kind === 'boardWithoutManagement' || kind === 'boardNo';

/** The route a kind files through: the managed board's create_board_case/v2, else customer/create_case. */
export const submitRouteOf = (kind: CaseKind): 'customer' | 'board' =>
  managedBoard(kind) ? 'board' : 'customer';

/** A chosen home or building (its rooms), or a typed address (the general rooms). */
export function roomSourceOf(kind: CaseKind, data: CaseFormData): RoomSource {
  if (boardWithoutManagement(kind)) return { kind: 'general' };
  const id = data.selectedApartmentId;
  if (!id || id === OTHER_ADDRESS) return { kind: 'general' };
  return { kind: 'place', id };
}

/** The room of the problem's room type, else the first room (a home without that room). */
export function pickRoom(rooms: readonly Room[], roomType: number | undefined): Room | undefined {
  return rooms.find((room) => room.roomType === roomType) ?? rooms[0];
}

const text = (value: string | undefined) => value?.trim() || undefined;

export function caseFields(
  kind: CaseKind,
  data: CaseFormData,
  ids: { siteId: string; roomId: string },
): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {
    siteId: ids.siteId,
    roomId: ids.roomId,
    area: text(data.problemAreaDetails) ?? text(data.problemArea),
    description: text(data.description),
  };
  const chosen = data.selectedApartmentId;
  const manual = boardWithoutManagement(kind) || !chosen || chosen === OTHER_ADDRESS;
  if (manual) {
    fields.address = text(data.address);
    fields.zipCode = text(data.zipCode);
    fields.city = text(data.city);
    if (data.type === 'apartment') fields.governmentObjectId = text(data.object);
  } else if (data.fullBuilding) {
    fields.buildingId = chosen;
  } else {
    fields.objectId = chosen;
  }
  if (boardWithoutManagement(kind)) {
    fields.compoundName = text(data.compoundName);
    fields.compoundNumber = text(data.compoundNumber);
    fields.isMember = data.isMember ? 'true' : undefined;
  }
  if (kind !== 'resident' && kind !== 'residentNo') {
    fields.boardEmail = text(data.boardEmail);
    fields.sendCopy = data.sendCopy ? 'true' : undefined;
  }
  if (data.other) {
    fields.alternativeContactFirstName = text(data.otherFirstName);
    fields.alternativeContactLastName = text(data.otherLastName);
    fields.alternativeContactEmail = text(data.otherEmail);
    fields.alternativeContactPhone = text(data.otherPhone);
  }
  return fields;
}

/**
 * Whether the receipt links to the filed case in my errands. flows §2.6 left out common-area and
 * other-address cases, but the reporter follows those in my errands too (the reporter scope), so
 * every receipt links to its case (issue 33 item 9); only a board member without management has
 * no errands to follow.
 */
export function offersSeeErrand(kind: CaseKind): boolean {
  return !boardWithoutManagement(kind);
}
