import type { PageImage } from './residence-page-view-models';

// The view model of the `areas` template (flows §2.2, issue 35 item 4): every residence area
// of the site with its place, a picture and what it has for sale, built from the catalogue.

export interface AreaListItem {
  id: string;
  name: string;
  url: string;
  municipalityName: string;
  countyName: string;
  image: PageImage;
  /** The site's searchable stages in the area. */
  stageCount: number;
  /** Homes for sale in those stages (not rentals), as the area page counts them. */
  homesForSale: number;
}

export interface AreasViewModel {
  type: 'areas';
  heading: string;
  preamble: string;
  areas: AreaListItem[];
  /** The residence search, where the areas' homes are found with filters; null without search. */
  searchUrl: string | null;
}
