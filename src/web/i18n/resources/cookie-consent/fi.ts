import type { Translations } from '../../../../shared/texts/translations';
import type { cookieConsent as source } from './sv';

export const cookieConsent: Translations<typeof source> = {
  title: 'Käytämme evästeitä',
  intro:
    'Välttämättömät evästeet tarvitaan sivuston toimintaan. Suostumuksellasi käytämme evästeitä myös tilastointiin, markkinointiin ja kolmansien osapuolten sisältöön. Voit muuttaa valintaasi milloin tahansa sivun alareunan evästeasetuksista.',
  acceptAll: 'Hyväksy kaikki',
  rejectAll: 'Vain välttämättömät',
  manage: 'Hallitse evästeitä',
  save: 'Tallenna valintani',
  close: 'Sulje (vain välttämättömät evästeet)',
  manageTitle: 'Valitse, mitä evästeitä saamme käyttää',
  categories: {
    essential: 'Välttämättömät',
    essentialDescription: 'Kirjautuminen, hakuasetukset ja evästevalintasi. Aina käytössä.',
    statistics: 'Tilastointi',
    statisticsDescription: 'Auttaa meitä ymmärtämään, miten sivustoa käytetään ja kuinka nopea se on.',
    marketing: 'Markkinointi',
    marketingDescription: 'Kertoo, mistä kampanjasta tulit, jotta voimme mitata mainontaamme.',
    thirdParty: 'Kolmannet osapuolet',
    thirdPartyDescription: 'Muiden palvelujen sisältö, kuten videot.',
  },
  videoNeedsConsent: 'Video näytetään, kun olet hyväksynyt kolmansien osapuolten evästeet.',
  openSettings: 'Muuta evästeasetuksia',
};
