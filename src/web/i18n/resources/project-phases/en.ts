import type { Translations } from '../../../../shared/texts/translations';
import type { projectPhases as sv } from './sv';

export const projectPhases: Translations<typeof sv> = {
  heading: 'Project phase',
  steps: 'Phases of the project',
  now: 'Right now: {{step}}',
  projectType: 'Project type',
  contractorType: 'Form of contract',
  projectStatus: 'Project status',
  lifecycle: {
    planned: 'Planned',
    vipSale: 'VIP sale',
    vipSaleProcessing: 'VIP bookings being processed',
    preSelling: 'Pre-selling',
    salesStart: 'Sales start',
    buildStart: 'Construction start',
    intermediation: 'Intermediation',
    interiorOptions: 'Interior choices',
    finalizing: 'Finishing',
    moveIn: 'Move-in',
    completed: 'Completed',
  },
  types: {
    apartments: 'Apartment buildings',
    smallHouses: 'Houses',
    seniorHousing: 'Senior housing',
    plots: 'Plots',
    offices: 'Offices',
    schools: 'Schools and preschools',
    care: 'Health and care',
    retail: 'Retail',
    industry: 'Industry and logistics',
    renovation: 'Renovation',
  },
  contractorTypes: {
    designBuild: 'Design and build',
    construction: 'Construct only',
    general: 'General contract',
    divided: 'Separate contracts',
    coordinatedGeneral: 'Coordinated general contract',
    constructionManagement: 'Construction management',
    partnering: 'Partnering',
  },
  statuses: {
    ongoing: 'Ongoing',
    finalized: 'Finalized',
  },
};
