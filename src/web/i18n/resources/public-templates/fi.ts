import type { Translations } from '../../../../shared/texts/translations';
import type { publicTemplates as source } from './sv';

export const publicTemplates: Translations<typeof source> = {
  areas: {
    stages_one: '{{count}} kohde',
    stages_other: '{{count}} kohdetta',
    none: 'Näytettäviä asuinalueita ei juuri nyt ole.',
    search: 'Hae kaikista asunnoista',
    listLabel: 'Asuinalueet',
  },
  purchase: {
    stageId: 'Kohde',
    chooseStage: 'Valitse kohde',
    objectNumber: 'Asunnon numero',
    objectNumberHint: 'Löytyy kauppakirjasta, esimerkiksi A-1203.',
    unknownHome: 'Valitsemastasi kohteesta ei löydy asuntoa tällä numerolla. Tarkista numero kauppakirjasta.',
    unknownStage: 'Valitse jokin luettelon kohteista.',
    noStages: 'Juuri nyt ei ole kohteita, joihin voisi ilmoittaa oston. Ota yhteyttä asiakaspalveluun.',
    submit: 'Lähetä ostoilmoitus',
    thanks: 'Olemme vastaanottaneet ostoilmoituksesi ja otamme yhteyttä kahden arkipäivän kuluessa.',
    already:
      'Ostoilmoituksesi tästä asunnosta oli jo meillä. Se on voimassa, eikä sitä tarvitse lähettää uudelleen.',
    home: 'Asunto',
    reference: 'Viite',
    another: 'Ilmoita toinen osto',
  },
  payment: {
    loading: 'Haetaan maksua …',
    missing: 'Linkki ei osoita mihinkään maksuun. Maksusi löytyvät Omilta sivuilta.',
    notFound: 'Tätä linkkiä vastaavaa maksua ei löydy maksuistasi tällä sivustolla.',
    loadFailed: 'Maksua ei juuri nyt voitu hakea.',
    retry: 'Yritä uudelleen',
    toMyPayments: 'Maksuihisi',
    paid: 'Maksu on suoritettu. Kiitos!',
    notDue: 'Tätä maksua ei makseta nyt.',
    showReceipt: 'Näytä kuitti',
  },
};
