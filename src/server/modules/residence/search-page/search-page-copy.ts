import type { Locale } from '../../../../shared/sites/site-types';
import { HOME_CRUMB } from '../../../../shared/texts/common/home-crumb';

// Title and description of the search page for search engines, per language. The page's
// own texts live in the browser's i18n resources (residence-search).

interface SearchPageCopy {
  title: string;
  /** Title of a tag path, e.g. "Nya bostäder i Nacka". */
  tagTitle: (name: string) => string;
  description: string;
  tagDescription: (name: string) => string;
  home: string;
}

export const SEARCH_PAGE_COPY: Readonly<Record<Locale, SearchPageCopy>> = {
  sv: {
    title: 'Sök bostad',
    tagTitle: (name) => `Nya bostäder i ${name}`,
    description:
      'Hitta din nya bostad bland våra nyproducerade hem till salu. Filtrera på ort, pris, antal rum, boarea och inflyttning.',
    tagDescription: (name) =>
      `Nyproducerade bostäder till salu i ${name}. Jämför projekt, priser och inflyttning och hitta ditt nya hem.`,
    home: HOME_CRUMB.sv,
  },
  no: {
    title: 'Finn din bolig',
    tagTitle: (name) => `Nye boliger i ${name}`,
    description:
      'Finn din nye bolig blant våre nybygde boliger til salgs. Filtrer på sted, pris, antall rom, areal og innflytting.',
    tagDescription: (name) =>
      `Nye boliger til salgs i ${name}. Sammenlign prosjekter, priser og innflytting og finn ditt nye hjem.`,
    home: HOME_CRUMB.no,
  },
  fi: {
    title: 'Myytävät asunnot',
    tagTitle: (name) => `Uudet asunnot: ${name}`,
    description:
      'Löydä uusi kotisi myytävistä uudiskohteistamme. Rajaa paikkakunnan, hinnan, huoneluvun, pinta-alan ja muuton mukaan.',
    tagDescription: (name) =>
      `Myytävät uudet asunnot: ${name}. Vertaile kohteita, hintoja ja muuttoaikoja ja löydä uusi kotisi.`,
    home: HOME_CRUMB.fi,
  },
  en: {
    title: 'Find a home',
    tagTitle: (name) => `New homes in ${name}`,
    description:
      'Find your new home among our new-build homes for sale. Filter by place, price, rooms, living area and move-in date.',
    tagDescription: (name) =>
      `New-build homes for sale in ${name}. Compare projects, prices and move-in dates and find your new home.`,
    home: HOME_CRUMB.en,
  },
};
