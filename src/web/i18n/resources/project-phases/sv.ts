// Project phases of a stage (issue 35 item 5; platform §4, flows §3.9): the stage page's step
// indicator and a reference project's facts (the phase names themselves are in
// ../project-phase-names). Keys are the names in shared/residence/project-phases.ts; no, fi and
// en have the same keys.
export const projectPhases = {
  heading: 'Projektets fas',
  steps: 'Projektets faser',
  now: 'Just nu: {{step}}',
  projectType: 'Projekttyp',
  contractorType: 'Entreprenadform',
  projectStatus: 'Projektstatus',
  lifecycle: {
    planned: 'Planerat',
    vipSale: 'VIP-försäljning',
    vipSaleProcessing: 'VIP-bokningar behandlas',
    preSelling: 'Förhandsbokning',
    salesStart: 'Säljstart',
    buildStart: 'Byggstart',
    intermediation: 'Förmedling',
    interiorOptions: 'Inredningsval',
    finalizing: 'Färdigställande',
    moveIn: 'Inflyttning',
    completed: 'Klart',
  },
  types: {
    apartments: 'Flerbostadshus',
    smallHouses: 'Småhus',
    seniorHousing: 'Seniorboende',
    plots: 'Tomter',
    offices: 'Kontor',
    schools: 'Skolor och förskolor',
    care: 'Vård och omsorg',
    retail: 'Handel',
    industry: 'Industri och logistik',
    renovation: 'Ombyggnad',
  },
  contractorTypes: {
    designBuild: 'Totalentreprenad',
    construction: 'Utförandeentreprenad',
    general: 'Generalentreprenad',
    divided: 'Delad entreprenad',
    coordinatedGeneral: 'Samordnad generalentreprenad',
    constructionManagement: 'Construction management',
    partnering: 'Partnering',
  },
  statuses: {
    ongoing: 'Pågående',
    finalized: 'Avslutat',
  },
};
