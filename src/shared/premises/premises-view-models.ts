import type { PageImage } from '../residence/residence-page-view-models';
import type { PremisesFilters } from './premises-filter-state';
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
  /** The first hits, rendered on the server: of the address's filters, else of the defaults. */
  initial: PremisesSearchResponse;
  /** The filters the address gave, which `initial` answers; null: none (the browser then applies a stored filter). */
  filters: PremisesFilters | null;
  /** The rental homes page, where the site has one. */
  rentalUrl: string | null;
}

/** Who answers questions about a premises (issue 33 item 7). */
export interface PremisesContact {
  /** The person responsible for letting or selling it, else the site's customer service. */
  kind: 'responsible' | 'customerService';
  /** The responsible person's name; null for customer service. */
  name: string | null;
  phone: string;
  email: string;
}

export interface PremisesObjectViewModel {
  type: 'premises-object';
  premises: PremisesHit & { description: string };
  /** A generated picture of the building the premises is in. */
  image: PageImage;
  /** Named on the page; a message sent from the page is mailed to them. */
  contact: PremisesContact;
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
