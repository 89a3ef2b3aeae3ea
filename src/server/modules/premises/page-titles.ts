import type { Locale } from '../../../shared/sites/site-types';
import { HOME_CRUMB } from '../../../shared/texts/common/home-crumb';

// Page titles and crumbs of the premises, rental and succession pages, in the site's language.
// The pages' own texts are the browser's page namespace (web/features/premises/premises-texts).

export interface ListingTitles {
  home: string;
  premises: string;
  premisesDescription: string;
  premisesNotFound: string;
  /** The alt text of a premises' picture: its building, with the premises on the ground floor. */
  premisesPicture: (address: string) => string;
  rental: string;
  rentalDescription: string;
  succession: string;
  successionDescription: string;
  successionIn: (municipality: string) => string;
  resaleIn: (stage: string) => string;
}

export const LISTING_TITLES: Readonly<Record<Locale, ListingTitles>> = {
  sv: {
    home: HOME_CRUMB.sv,
    premises: 'Lokaler',
    premisesDescription:
      'Kontor, butiker, lager och restauranglokaler att köpa eller hyra i Hemvists kvarter.',
    premisesNotFound: 'Lokalen finns inte',
    premisesPicture: (address) => `${address}, fasad med lokalen i bottenvåningen`,
    rental: 'Hyresrätter',
    rentalDescription: 'Hemvists projekt med hyresrätter och deras lediga lägenheter.',
    succession: 'Mäklarobjekt',
    successionDescription: 'Bostäder i Hemvists kvarter som säljs vidare av mäklare.',
    successionIn: (municipality) => `Mäklarobjekt i ${municipality}`,
    resaleIn: (stage) => `Bostäder till salu i ${stage}`,
  },
  no: {
    home: HOME_CRUMB.no,
    premises: 'Lokaler',
    premisesDescription:
      'Kontorer, butikker, lager og restaurantlokaler til salgs eller leie i Hemvists kvartaler.',
    premisesNotFound: 'Lokalet finnes ikke',
    premisesPicture: (address) => `${address}, fasade med lokalet i første etasje`,
    rental: 'Utleieboliger',
    rentalDescription: 'Hemvists prosjekter med utleieboliger og ledige leiligheter.',
    succession: 'Meglerobjekter',
    successionDescription: 'Boliger i Hemvists kvartaler som selges videre av meglere.',
    successionIn: (municipality) => `Meglerobjekter i ${municipality}`,
    resaleIn: (stage) => `Boliger til salgs i ${stage}`,
  },
  fi: {
    home: HOME_CRUMB.fi,
    premises: 'Liiketilat',
    premisesDescription:
      'Toimistot, liiketilat, varastot ja ravintolatilat myytävänä tai vuokrattavana Hemvistin kortteleissa.',
    premisesNotFound: 'Liiketilaa ei löydy',
    premisesPicture: (address) => `${address}, julkisivu ja liiketila katutasossa`,
    rental: 'Vuokra-asunnot',
    rentalDescription: 'Hemvistin vuokra-asuntokohteet ja niiden vapaat asunnot.',
    succession: 'Välittäjäkohteet',
    successionDescription: 'Hemvistin kortteleiden asunnot, joita välittäjät myyvät edelleen.',
    successionIn: (municipality) => `Välittäjäkohteet: ${municipality}`,
    resaleIn: (stage) => `Myytävät asunnot: ${stage}`,
  },
  en: {
    home: HOME_CRUMB.en,
    premises: 'Premises',
    premisesDescription:
      "Offices, shops, storage and restaurant premises to buy or rent in Hemvist's blocks.",
    premisesNotFound: 'Premises not found',
    premisesPicture: (address) => `${address}, facade with the premises on the ground floor`,
    rental: 'Rental homes',
    rentalDescription: "Hemvist's rental projects and their vacant apartments.",
    succession: 'Broker listings',
    successionDescription: "Homes in Hemvist's blocks resold by estate agents.",
    successionIn: (municipality) => `Broker listings in ${municipality}`,
    resaleIn: (stage) => `Homes for sale in ${stage}`,
  },
};
