import { describe, expect, it } from 'vitest';
import { OUTDOOR_SPACE } from '../../../../shared/residence/residence-enums';
import { layoutPlan } from './plan-layout';

const count = (kinds: string[], kind: string) => kinds.filter((k) => k === kind).length;

describe('layoutPlan', () => {
  it.each([
    [1, 28],
    [2, 52],
    [3, 74],
    [4, 96],
    [5, 128],
    [6, 150],
  ])('lays out %i rooms in %i m² with a bedroom per room beyond the living room', (rooms, livingArea) => {
    const layout = layoutPlan({ rooms, livingArea, outdoorSpaces: [] });
    const kinds = layout.rooms.map((room) => room.kind);
    expect(count(kinds, 'bedroom')).toBe(rooms - 1);
    expect(count(kinds, 'living')).toBe(1);
    expect(count(kinds, 'kitchen')).toBe(1);
    expect(count(kinds, 'bath')).toBe(1);
    expect(count(kinds, 'hall')).toBe(1);
    expect(count(kinds, 'alcove')).toBe(rooms === 1 ? 1 : 0);
    // Rooms tile the footprint, and the footprint is the home's area.
    const sum = layout.rooms.reduce((total, room) => total + room.width * room.depth, 0);
    expect(sum).toBeCloseTo(layout.width * layout.depth, 6);
    expect(layout.width * layout.depth).toBeGreaterThanOrEqual(livingArea * 0.99);
    expect(layout.width * layout.depth).toBeLessThan(livingArea * 1.3);
    for (const room of layout.rooms) {
      expect(room.width).toBeGreaterThan(1.5);
      expect(room.x + room.width).toBeLessThanOrEqual(layout.width + 1e-9);
      expect(room.y + room.depth).toBeLessThanOrEqual(layout.depth + 1e-9);
    }
  });

  it('puts a balcony, terrace or patio in front of the living room, and a sauna when there is one', () => {
    expect(layoutPlan({ rooms: 2, livingArea: 55, outdoorSpaces: [] }).outdoor).toBeUndefined();
    const balcony = layoutPlan({ rooms: 2, livingArea: 55, outdoorSpaces: [OUTDOOR_SPACE.balcony] });
    expect(balcony.outdoor?.kind).toBe('balcony');
    const living = balcony.rooms.find((room) => room.kind === 'living');
    expect(balcony.outdoor?.x).toBeGreaterThanOrEqual(living?.x ?? Number.NaN);
    expect(
      layoutPlan({ rooms: 3, livingArea: 80, outdoorSpaces: [OUTDOOR_SPACE.terrace] }).outdoor?.kind,
    ).toBe('terrace');
    expect(
      layoutPlan({ rooms: 4, livingArea: 110, outdoorSpaces: [OUTDOOR_SPACE.patio] }).outdoor?.kind,
    ).toBe('patio');
    const sauna = layoutPlan({ rooms: 4, livingArea: 110, outdoorSpaces: [OUTDOOR_SPACE.sauna] });
    expect(sauna.rooms.some((room) => room.kind === 'sauna')).toBe(true);
  });
});
