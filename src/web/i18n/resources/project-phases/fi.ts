import type { Translations } from '../../../../shared/texts/translations';
import type { projectPhases as sv } from './sv';

export const projectPhases: Translations<typeof sv> = {
  heading: 'Hankkeen vaihe',
  steps: 'Hankkeen vaiheet',
  now: 'Nyt: {{step}}',
  projectType: 'Hanketyyppi',
  contractorType: 'Urakkamuoto',
  projectStatus: 'Hankkeen tila',
  lifecycle: {
    planned: 'Suunnitteilla',
    vipSale: 'VIP-myynti',
    vipSaleProcessing: 'VIP-varauksia käsitellään',
    preSelling: 'Ennakkovaraus',
    salesStart: 'Myynnin alku',
    buildStart: 'Rakentamisen alku',
    intermediation: 'Välitys',
    interiorOptions: 'Sisustusvalinnat',
    finalizing: 'Viimeistely',
    moveIn: 'Muutto',
    completed: 'Valmis',
  },
  types: {
    apartments: 'Kerrostalot',
    smallHouses: 'Pientalot',
    seniorHousing: 'Senioriasunnot',
    plots: 'Tontit',
    offices: 'Toimistot',
    schools: 'Koulut ja päiväkodit',
    care: 'Hoiva ja terveys',
    retail: 'Kauppa',
    industry: 'Teollisuus ja logistiikka',
    renovation: 'Peruskorjaus',
  },
  contractorTypes: {
    designBuild: 'Kokonaisurakka',
    construction: 'Toteutusurakka',
    general: 'Yleisurakka',
    divided: 'Jaettu urakka',
    coordinatedGeneral: 'Koordinoitu yleisurakka',
    constructionManagement: 'Rakennuttajakonsultointi',
    partnering: 'Kumppanuusurakka',
  },
  statuses: {
    ongoing: 'Käynnissä',
    finalized: 'Valmis',
  },
};
