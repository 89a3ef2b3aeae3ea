import type {
  counties,
  municipalities,
  residenceAreas,
  residenceObjects,
  residenceShowings,
  residenceStages,
  residenceStageTags,
  residenceTags,
} from '../../src/server/db/schema';
import type { SiteKey } from '../../src/shared/sites/site-types';
import type { AreaData, CountyData, MunicipalityData } from './geography';

// Row shapes of the catalogue tables, and what the builders pass between them.

export type CountyRow = typeof counties.$inferInsert;
export type MunicipalityRow = typeof municipalities.$inferInsert;
export type AreaRow = typeof residenceAreas.$inferInsert;
export type StageRow = typeof residenceStages.$inferInsert;
export type ObjectRow = typeof residenceObjects.$inferInsert;
export type ShowingRow = typeof residenceShowings.$inferInsert;
export type TagRow = typeof residenceTags.$inferInsert;
export type StageTagRow = typeof residenceStageTags.$inferInsert;

/** Every row of the demo catalogue, in insert order (parents before children). */
export interface CatalogueRows {
  counties: CountyRow[];
  municipalities: MunicipalityRow[];
  areas: AreaRow[];
  stages: StageRow[];
  objects: ObjectRow[];
  showings: ShowingRow[];
  tags: TagRow[];
  stageTags: StageTagRow[];
}

/** A municipality with its county, as the stage builder places projects. */
export interface Place {
  county: CountyData;
  countyId: string;
  municipality: MunicipalityData;
  municipalityId: string;
  municipalitySlug: string;
}

/** What the tag builder needs to know about a stage besides its row. */
export interface StagePlacement {
  stageId: string;
  siteKey: SiteKey;
  place: Place;
  area: AreaData | null;
}
