import { describe, expect, it } from 'vitest';
import { STAGE_STATUS } from '../../src/shared/residence/residence-enums';
import { SITES } from '../../src/shared/sites/sites';
import { buildCatalogue } from '../catalogue/build-catalogue';
import { buildPremisesWorld } from './build-premises';

// The seeded premises and broker listings: deterministic, in the catalogue's real municipalities,
// and listings in a stage only in one of the same site's succession stages.

const reference = new Date(Date.UTC(2026, 10, 1));
const catalogue = buildCatalogue({ objects: 800, referenceDate: reference });
const world = buildPremisesWorld(catalogue, reference);

describe('the premises world', () => {
  it('is the same on every build', () => {
    expect(buildPremisesWorld(catalogue, reference)).toEqual(world);
  });

  it('places every premises and listing in a municipality of the catalogue, near it', () => {
    const municipalities = new Map(catalogue.municipalities.map((row) => [row.id, row]));
    for (const row of [...world.premises, ...world.succession]) {
      const municipality = municipalities.get(row.municipalityId);
      expect(municipality, row.id).toBeDefined();
      expect(Math.abs(row.lat - (municipality?.lat ?? 0))).toBeLessThan(0.2);
      expect(Math.abs(row.lng - (municipality?.lng ?? 0))).toBeLessThan(0.3);
    }
  });

  it('gives premises unique paths per site and a tag naming their municipality', () => {
    const paths = world.premises.map((row) => `${row.siteId}${row.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    const names = new Map(catalogue.municipalities.map((row) => [row.id, row.name]));
    for (const row of world.premises) expect(row.tags).toContain(names.get(row.municipalityId));
  });

  it('names a responsible person of its own market for most premises on every site, and none for some', () => {
    const domains = new Map([
      [SITES.se.siteId, '@hemvist.se'],
      [SITES.no.siteId, '@hemvist.no'],
      [SITES.fi.siteId, '@hemvist.fi'],
    ]);
    for (const [siteId, domain] of domains) {
      const own = world.premises.filter((row) => row.siteId === siteId);
      const named = own.filter((row) => row.contact);
      expect(named.length).toBeGreaterThan(own.length / 2);
      expect(named.length).toBeLessThan(own.length);
      for (const row of named) {
        expect(row.contact?.email.endsWith(domain)).toBe(true);
        expect(row.contact?.phone).toMatch(/^[\d -]{7,20}$/);
      }
    }
  });

  it('puts listings in stages only when the stage is a succession stage of the same site and municipality', () => {
    const stages = new Map(catalogue.stages.map((row) => [row.id, row]));
    const inStages = world.succession.filter((row) => row.stageId);
    expect(inStages.length).toBeGreaterThan(0);
    for (const row of inStages) {
      const stage = stages.get(row.stageId ?? '');
      expect(stage?.stageStatus).toBe(STAGE_STATUS.succession);
      expect(stage?.siteId).toBe(row.siteId);
      expect(stage?.municipalityId).toBe(row.municipalityId);
    }
  });
});
