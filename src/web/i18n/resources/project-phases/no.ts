import type { Translations } from '../../../../shared/texts/translations';
import type { projectPhases as sv } from './sv';

export const projectPhases: Translations<typeof sv> = {
  heading: 'Prosjektets fase',
  steps: 'Prosjektets faser',
  now: 'Akkurat nå: {{step}}',
  projectType: 'Prosjekttype',
  contractorType: 'Entrepriseform',
  projectStatus: 'Prosjektstatus',
  lifecycle: {
    planned: 'Planlagt',
    vipSale: 'VIP-salg',
    vipSaleProcessing: 'VIP-bestillinger behandles',
    preSelling: 'Forhåndssalg',
    salesStart: 'Salgsstart',
    buildStart: 'Byggestart',
    intermediation: 'Formidling',
    interiorOptions: 'Tilvalg',
    finalizing: 'Ferdigstillelse',
    moveIn: 'Innflytting',
    completed: 'Ferdig',
  },
  types: {
    apartments: 'Leilighetsbygg',
    smallHouses: 'Småhus',
    seniorHousing: 'Seniorboliger',
    plots: 'Tomter',
    offices: 'Kontor',
    schools: 'Skoler og barnehager',
    care: 'Helse og omsorg',
    retail: 'Handel',
    industry: 'Industri og logistikk',
    renovation: 'Ombygging',
  },
  contractorTypes: {
    designBuild: 'Totalentreprise',
    construction: 'Utførelsesentreprise',
    general: 'Generalentreprise',
    divided: 'Delt entreprise',
    coordinatedGeneral: 'Samordnet generalentreprise',
    constructionManagement: 'Byggeledelse',
    partnering: 'Samspillsentreprise',
  },
  statuses: {
    ongoing: 'Pågående',
    finalized: 'Avsluttet',
  },
};
