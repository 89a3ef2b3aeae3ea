import type { Translations } from '../../../../shared/texts/translations';
import type { myDocuments as source } from './sv';

export const myDocuments: Translations<typeof source> = {
  heading: 'Asiakirjat',
  intro: 'Allekirjoitustasi odottavat asiakirjat ja ne, jotka olet allekirjoittanut.',
  loading: 'Haetaan asiakirjojasi …',
  login: 'Kirjaudu sisään nähdäksesi asiakirjasi.',
  loginButton: 'Kirjaudu sisään',
  errorFetching: 'Emme saaneet asiakirjoja juuri nyt.',
  retry: 'Yritä uudelleen',
  pendingHeading: 'Allekirjoitettavat',
  doneHeading: 'Allekirjoitetut',
  nonePending: 'Sinulla ei ole allekirjoitettavia asiakirjoja.',
  noneDone: 'Sinulla ei ole vielä allekirjoitettuja asiakirjoja.',
  due: 'Allekirjoita viimeistään {{date}}',
  signedOn: 'Allekirjoitettu {{date}}',
  signedBy: 'Allekirjoittaja {{name}}',
  sign: 'Allekirjoita',
  signLabel: 'Allekirjoita {{title}}',
  download: 'Lataa PDF',
  downloadLabel: 'Lataa {{title}} (PDF)',
  read: 'Lue asiakirja (PDF)',
  actionIntro: 'Lue asiakirja ennen kuin allekirjoitat sen.',
  notFound: 'Asiakirjaa ei löydy asiakirjoistasi.',
  back: 'Takaisin asiakirjoihin',
  doneTitle: 'Asiakirja on allekirjoitettu',
  doneText:
    'Olet allekirjoittanut asiakirjan {{title}}. Allekirjoitetussa PDF:ssä on sivu allekirjoituksestasi.',
  alreadyDone: '{{title}} on jo allekirjoitettu.',
};
