import type { Breadcrumb } from '../../../../shared/page/page-payload';
import { HOME_TYPE, OBJECT_STATUS, STAGE_STATUS } from '../../../../shared/residence/residence-enums';
import type { Country } from '../../../../shared/sites/site-types';

// schema.org JSON-LD for search engines. Urls are absolute (origin + path); the template
// prints each object in its own <script type="application/ld+json">.

type JsonLd = Record<string, unknown>;

const CURRENCY: Readonly<Record<Country, string>> = { SE: 'SEK', NO: 'NOK', FI: 'EUR' };

export function currencyOf(country: Country): string {
  return CURRENCY[country];
}

export interface PostalPlace {
  municipality: string;
  county: string;
  country: Country;
}

function postalAddress(place: PostalPlace): JsonLd {
  return {
    '@type': 'PostalAddress',
    addressLocality: place.municipality,
    addressRegion: place.county,
    addressCountry: place.country,
  };
}

function geoCoordinates(geo: { lat: number; lng: number }): JsonLd {
  return { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng };
}

const absolute = (origin: string, path: string) => (path.startsWith('http') ? path : `${origin}${path}`);

export function breadcrumbList(origin: string, crumbs: readonly Breadcrumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(origin, crumb.url),
    })),
  };
}

/** schema.org availability of an object status: sold is SoldOut, pre-selling PreOrder. */
export function availabilityOf(status: number): string {
  switch (status) {
    case OBJECT_STATUS.forSale:
    case OBJECT_STATUS.showingApartment:
      return 'https://schema.org/InStock';
    case OBJECT_STATUS.preSelling:
      return 'https://schema.org/PreOrder';
    case OBJECT_STATUS.reserved:
    case OBJECT_STATUS.booked:
      return 'https://schema.org/LimitedAvailability';
    case OBJECT_STATUS.sold:
      return 'https://schema.org/SoldOut';
    default:
      return 'https://schema.org/Discontinued';
  }
}

export interface StageJsonLdInput {
  origin: string;
  url: string;
  name: string;
  description: string;
  place: PostalPlace;
  geo: { lat: number; lng: number };
  imageUrls: readonly string[];
  stageStatus: number;
  price: { min: number | null; max: number | null };
  homesForSale: number;
}

/** A stage is an ApartmentComplex; its price range is an AggregateOffer while homes are on sale. */
export function stageJsonLd(input: StageJsonLdInput): JsonLd {
  const onSale = input.stageStatus !== STAGE_STATUS.soldOut && input.price.min !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ApartmentComplex',
    name: input.name,
    description: input.description,
    url: absolute(input.origin, input.url),
    image: input.imageUrls.map((url) => absolute(input.origin, url)),
    address: postalAddress(input.place),
    geo: geoCoordinates(input.geo),
    ...(onSale
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: currencyOf(input.place.country),
            lowPrice: input.price.min,
            highPrice: input.price.max ?? input.price.min,
            offerCount: input.homesForSale,
          },
        }
      : {}),
  };
}

const HOUSE_TYPES: ReadonlySet<number> = new Set([
  HOME_TYPE.detachedHouse,
  HOME_TYPE.semiDetachedHouse,
  HOME_TYPE.house,
  HOME_TYPE.townHouse,
]);

export interface ObjectJsonLdInput {
  origin: string;
  url: string;
  name: string;
  description: string;
  homeType: number;
  rooms: number;
  livingArea: number;
  floor: number;
  place: PostalPlace;
  geo: { lat: number; lng: number };
  imageUrls: readonly string[];
  /** Sales price; null for a rental home, offered for `monthlyRent` a month instead. */
  price: number | null;
  monthlyRent: number;
  status: number;
  stage: { name: string; url: string };
}

/** A home is an Apartment or a SingleFamilyResidence with one Offer whose availability follows its status. */
export function objectJsonLd(input: ObjectJsonLdInput): JsonLd {
  const isHouse = HOUSE_TYPES.has(input.homeType);
  return {
    '@context': 'https://schema.org',
    '@type': isHouse ? 'SingleFamilyResidence' : 'Apartment',
    name: input.name,
    description: input.description,
    url: absolute(input.origin, input.url),
    image: input.imageUrls.map((url) => absolute(input.origin, url)),
    numberOfRooms: input.rooms,
    floorSize: { '@type': 'QuantitativeValue', value: input.livingArea, unitCode: 'MTK', unitText: 'm²' },
    ...(isHouse ? {} : { floorLevel: String(input.floor) }),
    address: postalAddress(input.place),
    geo: geoCoordinates(input.geo),
    containedInPlace: {
      '@type': 'ApartmentComplex',
      name: input.stage.name,
      url: absolute(input.origin, input.stage.url),
    },
    offers:
      input.price === null
        ? {
            '@type': 'Offer',
            businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: input.monthlyRent,
              priceCurrency: currencyOf(input.place.country),
              unitCode: 'MON',
            },
            availability: availabilityOf(input.status),
            url: absolute(input.origin, input.url),
          }
        : {
            '@type': 'Offer',
            price: input.price,
            priceCurrency: currencyOf(input.place.country),
            availability: availabilityOf(input.status),
            url: absolute(input.origin, input.url),
          },
  };
}

export interface AreaJsonLdInput {
  origin: string;
  url: string;
  name: string;
  description: string;
  place: PostalPlace;
  geo: { lat: number; lng: number };
  imageUrls: readonly string[];
  stages: readonly { name: string; url: string }[];
}

/** An area is a Place that contains its stages. */
export function areaJsonLd(input: AreaJsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: input.name,
    description: input.description,
    url: absolute(input.origin, input.url),
    image: input.imageUrls.map((url) => absolute(input.origin, url)),
    address: postalAddress(input.place),
    geo: geoCoordinates(input.geo),
    containsPlace: input.stages.map((stage) => ({
      '@type': 'ApartmentComplex',
      name: stage.name,
      url: absolute(input.origin, stage.url),
    })),
  };
}

/** The index is an ItemList of stage pages, in the order shown. */
export function stageListJsonLd(
  origin: string,
  name: string,
  stages: readonly { name: string; url: string }[],
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: stages.length,
    itemListElement: stages.map((stage, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: stage.name,
      url: absolute(origin, stage.url),
    })),
  };
}
