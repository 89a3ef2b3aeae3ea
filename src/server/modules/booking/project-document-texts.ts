import type { Locale } from '../../../shared/sites/site-types';

// The paragraphs of the project documents flow B's buyers read (booking_projects.documents names
// each by kind), per language. The price list states the home's own price.

type Texts = Readonly<Record<string, readonly string[]>>;

const SV: Texts = {
  'project-description': [
    'Projektet består av flerbostadshus med bostadsrätter, byggda med fokus på låg energiförbrukning och goda gemensamma ytor.',
    'Bostäderna har genomtänkta planlösningar, balkong eller uteplats och förråd. Tillträde sker enligt tidplanen i avtalet.',
  ],
  'price-list': [
    'Priset för bostaden framgår nedan. Bokningsavgiften avräknas på insatsen vid tillträdet.',
    'Månadsavgiften är preliminär och fastställs i föreningens ekonomiska plan.',
  ],
  'economic-plan': [
    'Den ekonomiska planen beskriver föreningens finansiering, beräknade kostnader och intäkter samt insatser och årsavgifter.',
    'Planen är granskad av två intygsgivare utsedda av Boverket.',
  ],
};

const NO: Texts = {
  'project-description': [
    'Prosjektet består av leilighetsbygg med borettslagsleiligheter, bygget med vekt på lavt energiforbruk og gode fellesarealer.',
    'Leilighetene har gjennomtenkte planløsninger, balkong eller terrasse og bod. Overtakelse skjer etter fremdriftsplanen i avtalen.',
  ],
  'price-list': [
    'Prisen for boligen fremgår nedenfor. Bestillingsgebyret trekkes fra kjøpesummen ved overtakelse.',
    'Felleskostnadene er foreløpige og fastsettes i borettslagets budsjett.',
  ],
  'economic-plan': [
    'Budsjettet beskriver borettslagets finansiering, beregnede kostnader og inntekter samt innskudd og felleskostnader.',
  ],
};

const FI: Texts = {
  'project-description': [
    'Kohde koostuu asuinkerrostaloista, jotka on rakennettu vähäistä energiankulutusta ja viihtyisiä yhteistiloja silmällä pitäen.',
    'Asunnoissa on toimivat pohjaratkaisut, parveke tai terassi sekä varasto. Muuttopäivä määräytyy sopimuksen aikataulun mukaan.',
  ],
  'price-list': [
    'Asunnon hinta on esitetty alla. Varausmaksu hyvitetään kauppahinnassa.',
    'Hoitovastike on alustava ja vahvistetaan taloyhtiön talousarviossa.',
  ],
  'economic-plan': ['Talousarvio kuvaa taloyhtiön rahoituksen, arvioidut kulut ja tulot sekä vastikkeet.'],
};

const EN: Texts = {
  'project-description': [
    'The project consists of apartment buildings built for low energy use and good shared spaces.',
    'The homes have well-planned layouts, a balcony or patio and storage. Move-in follows the schedule in the agreement.',
  ],
  'price-list': [
    'The price of the home is stated below. The booking fee is deducted from the price at handover.',
    'The monthly fee is preliminary and set in the association’s economic plan.',
  ],
  'economic-plan': [
    'The economic plan describes the association’s financing, expected costs and income, and the fees of each home.',
  ],
};

const BY_LOCALE: Readonly<Record<Locale, Texts>> = { sv: SV, no: NO, fi: FI, en: EN };

const PRICE_LABEL: Readonly<Record<Locale, string>> = {
  sv: 'Pris',
  no: 'Pris',
  fi: 'Hinta',
  en: 'Price',
};

export function projectDocumentParagraphs(locale: Locale, kind: string, formattedPrice: string): string[] {
  const texts = BY_LOCALE[locale];
  const paragraphs = [...(texts[kind] ?? texts['project-description'] ?? [])];
  if (kind === 'price-list') paragraphs.unshift(`${PRICE_LABEL[locale]}: ${formattedPrice}`);
  return paragraphs;
}
