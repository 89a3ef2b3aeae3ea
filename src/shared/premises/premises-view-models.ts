import type { PremisesHit, PremisesSearchResponse, PremisesTagHit } from './premises-schemas';

// View models of the premises, rental and succession templates (flows §2.2), built by the
// server's page resolvers (server/modules/premises) and read by web/templates/premises-templates.

export interface PremisesStartViewModel {
  type: 'premises-start';
  /** The site whose premises are searched (the Swedish site's for the English sub-site). */
  siteId: string;
  /** flows §9: the area slider's range, 0–200 (Finland 0–150). */
  areaRange: { min: number; max: number };
  tags: PremisesTagHit[];
  /** The default search, rendered on the server; the browser then applies a stored filter. */
  initial: PremisesSearchResponse;
  /** The rental homes page, where the site has one. */
  rentalUrl: string | null;
}

export interface PremisesObjectViewModel {
  type: 'premises-object';
  premises: PremisesHit & { description: string };
  startUrl: string;
}

export interface PremisesNotFoundViewModel {
  type: 'premises-not-found';
  startUrl: string;
}

export interface RentalProjectCard {
  id: string;
  name: string;
  url: string;
  municipality: string;
  shortDescription: string;
  homes: number;
  minRooms: number;
  maxRooms: number;
  /** Monthly rents of the tenancy homes. */
  minRent: number;
  maxRent: number;
}

export interface RentalStartViewModel {
  type: 'rental-start';
  projects: RentalProjectCard[];
}

export interface RentalHome {
  id: string;
  objectNumber: string;
  url: string;
  rooms: number;
  livingArea: number;
  floor: number;
  monthlyRent: number;
  /** Object status id (residence-enums OBJECT_STATUS). */
  status: number;
}

export interface RentalProjectViewModel {
  type: 'rental-project';
  name: string;
  municipality: string;
  description: string;
  stageUrl: string;
  startUrl: string;
  homes: RentalHome[];
}

export interface SuccessionCard {
  id: string;
  address: string;
  municipality: string;
  rooms: number;
  livingArea: number;
  price: number;
  monthlyFee: number | null;
  brokerName: string;
  /** The broker's own listing. */
  externalUrl: string;
  /** Our page of the listing (external objects). */
  url: string;
  publishedAt: string;
  geo: { lat: number; lng: number };
  /** Our development the home was first sold in. */
  stage: { name: string; url: string } | null;
}

export interface SuccessionMunicipality {
  slug: string;
  name: string;
  count: number;
  url: string;
}

export interface SuccessionViewModel {
  type: 'succession';
  municipalities: SuccessionMunicipality[];
  /** A municipality slug, or 'alla-kommuner'. */
  selected: string;
  allUrl: string;
  /** Shuffled with the configured seed: the same order on every load (flows §9). */
  objects: SuccessionCard[];
}

export interface SuccessionStageViewModel {
  type: 'succession-stage';
  name: string;
  municipality: string;
  description: string;
  /** Our stage page. */
  stageUrl: string;
  listUrl: string;
  objects: SuccessionCard[];
}

export interface ExternalObjectViewModel {
  type: 'external-objects';
  object: SuccessionCard;
  listUrl: string;
}
