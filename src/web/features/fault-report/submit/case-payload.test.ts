import { describe, expect, it } from 'vitest';
import { caseFields, offersSeeErrand, pickRoom, roomSourceOf, submitRouteOf } from './case-payload';

const ids = { siteId: 'site', roomId: 'room' };

describe('case payload (flows §3.3)', () => {
  it('files a resident home case against the home, with the detail as area', () => {
    const data = {
      type: 'apartment' as const,
      selectedApartmentId: 'home-1',
      problemArea: '2010',
      problemAreaDetails: '2011',
      description: ' Dripping tap ',
    };
    expect(roomSourceOf('resident', data)).toEqual({ kind: 'place', id: 'home-1' });
    expect(caseFields('resident', data, ids)).toMatchObject({
      siteId: 'site',
      roomId: 'room',
      objectId: 'home-1',
      area: '2011',
      description: 'Dripping tap',
    });
    expect(submitRouteOf('resident')).toBe('customer');
    expect(offersSeeErrand('resident')).toBe(true);
  });

  it('files a public-area case on the building; its receipt links to it too', () => {
    const data = { type: 'publicSpace' as const, selectedApartmentId: 'b-1', fullBuilding: true };
    expect(caseFields('resident', data, ids)).toMatchObject({ buildingId: 'b-1' });
    expect(offersSeeErrand('resident')).toBe(true);
  });

  it('sends another address by hand with the general rooms', () => {
    const data = {
      type: 'apartment' as const,
      selectedApartmentId: 'other',
      object: '1102',
      address: 'Gatan 1',
      zipCode: '123 45',
      city: 'Ort',
    };
    expect(roomSourceOf('resident', data)).toEqual({ kind: 'general' });
    expect(caseFields('resident', data, ids)).toMatchObject({
      address: 'Gatan 1',
      zipCode: '123 45',
      city: 'Ort',
      governmentObjectId: '1102',
    });
    expect(offersSeeErrand('resident')).toBe(true);
  });

  it('adds the compound and board e-mail for a board without management', () => {
    const data = {
      compoundName: 'Brf Eken',
      compoundNumber: '769612-3456',
      isMember: true,
      boardEmail: 'styrelsen@eken.se',
      address: 'a',
      zipCode: '12345',
      city: 'c',
    };
    expect(caseFields('boardWithoutManagement', data, ids)).toMatchObject({
      compoundName: 'Brf Eken',
      compoundNumber: '769612-3456',
      isMember: 'true',
      boardEmail: 'styrelsen@eken.se',
    });
    expect(offersSeeErrand('boardWithoutManagement')).toBe(false);
    expect(submitRouteOf('board')).toBe('board');
  });

  it('picks the room of the problem room type, else the first', () => {
    const rooms = [
      { id: 'a', roomType: 6 },
      { id: 'b', roomType: 11 },
    ];
    expect(pickRoom(rooms, 11)?.id).toBe('b');
    expect(pickRoom(rooms, 3)?.id).toBe('a');
  });
});
