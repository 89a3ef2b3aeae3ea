import type { PremisesType } from '../../src/shared/premises/premises-constants';
import type { CatalogueLanguage } from '../catalogue/names';

// Words of the seeded premises and broker listings, per catalogue language. Brokers are invented
// and their listings live on reserved .example domains (RFC 2606): a link out never reaches a
// real company with a made-up listing.

export const TYPE_WORDS: Readonly<Record<CatalogueLanguage, Record<PremisesType, string>>> = {
  sv: { office: 'Kontor', retail: 'Butikslokal', storage: 'Lager', restaurant: 'Restauranglokal' },
  no: { office: 'Kontor', retail: 'Butikklokale', storage: 'Lager', restaurant: 'Restaurantlokale' },
  fi: { office: 'Toimisto', retail: 'Liiketila', storage: 'Varasto', restaurant: 'Ravintolatila' },
};

export const STREETS: Readonly<Record<CatalogueLanguage, readonly string[]>> = {
  sv: [
    'Storgatan',
    'Kungsgatan',
    'Drottninggatan',
    'Hamngatan',
    'Industrivägen',
    'Järnvägsgatan',
    'Torggatan',
  ],
  no: ['Storgata', 'Kongens gate', 'Havnegata', 'Industriveien', 'Jernbanegata', 'Torggata', 'Kirkegata'],
  fi: ['Kauppakatu', 'Satamakatu', 'Teollisuustie', 'Asemakatu', 'Rautatienkatu', 'Torikatu', 'Kirkkokatu'],
};

export const FEATURE_TAGS: Readonly<Record<CatalogueLanguage, readonly string[]>> = {
  sv: ['Centralt läge', 'Parkering', 'Skyltläge', 'Lastkaj', 'Nära kollektivtrafik', 'Nyrenoverad'],
  no: [
    'Sentral beliggenhet',
    'Parkering',
    'Synlig fasade',
    'Lasterampe',
    'Nær kollektivtransport',
    'Nyoppusset',
  ],
  fi: [
    'Keskeinen sijainti',
    'Pysäköinti',
    'Näyteikkuna',
    'Lastauslaituri',
    'Hyvät kulkuyhteydet',
    'Remontoitu',
  ],
};

/** The people who let and sell the premises of each market; a few premises have none (then the site's customer service answers). */
export const PREMISES_CONTACTS: Readonly<
  Record<CatalogueLanguage, readonly { name: string; phone: string; email: string }[]>
> = {
  sv: [
    { name: 'Maria Holmberg', phone: '070-312 45 10', email: 'maria.holmberg@hemvist.se' },
    { name: 'Anders Lind', phone: '070-312 45 22', email: 'anders.lind@hemvist.se' },
    { name: 'Sara Ekström', phone: '073-880 21 64', email: 'sara.ekstrom@hemvist.se' },
  ],
  no: [
    { name: 'Kari Nordahl', phone: '912 40 317', email: 'kari.nordahl@hemvist.no' },
    { name: 'Ola Haugen', phone: '934 12 608', email: 'ola.haugen@hemvist.no' },
  ],
  fi: [
    { name: 'Laura Mäkinen', phone: '040 512 3308', email: 'laura.makinen@hemvist.fi' },
    { name: 'Mikko Korhonen', phone: '050 338 1192', email: 'mikko.korhonen@hemvist.fi' },
  ],
};

export function premisesDescription(
  language: CatalogueLanguage,
  type: PremisesType,
  municipality: string,
  area: number,
): string {
  const word = TYPE_WORDS[language][type].toLowerCase();
  switch (language) {
    case 'sv':
      return `${TYPE_WORDS.sv[type]} om ${area} m² i ${municipality}. Lokalen ligger i ett av Hemvists nya kvarter med bostäder ovanpå och har egen entré från gatan. Planlösningen kan anpassas efter verksamheten i samråd med oss.`;
    case 'no':
      return `${TYPE_WORDS.no[type]} på ${area} m² i ${municipality}. Lokalet ligger i et av Hemvists nye kvartaler med boliger over og har egen inngang fra gaten. Planløsningen kan tilpasses virksomheten i samråd med oss.`;
    case 'fi':
      return `${area} m²:n ${word} kohteessa ${municipality}. Tila sijaitsee Hemvistin uudessa korttelissa asuntojen alla, ja sillä on oma sisäänkäynti kadulta. Pohjaratkaisua voidaan muokata toiminnan mukaan.`;
  }
}

export const BROKERS: Readonly<Record<CatalogueLanguage, readonly string[]>> = {
  sv: ['Ekholm Mäkleri', 'Stadsmäklarna', 'Nordvik Fastighetsförmedling', 'Lindgren & Berg Mäklare'],
  no: ['Fjordmegleren', 'Byhjem Eiendomsmegling', 'Nordlys Megling'],
  fi: ['Kotiväylä LKV', 'Asuntotalli LKV', 'Saaristo Kiinteistövälitys'],
};
