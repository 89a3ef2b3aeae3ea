import type { Translations } from '../../../../shared/texts/translations';
import type { cookieConsent as source } from './sv';

export const cookieConsent: Translations<typeof source> = {
  title: 'Vi bruker informasjonskapsler',
  intro:
    'Nødvendige informasjonskapsler trengs for at nettstedet skal fungere. Med ditt samtykke bruker vi også informasjonskapsler for statistikk, markedsføring og innhold fra tredjeparter. Du kan endre valget ditt når som helst under Innstillinger for informasjonskapsler nederst på siden.',
  acceptAll: 'Godta alle',
  rejectAll: 'Kun nødvendige',
  manage: 'Administrer informasjonskapsler',
  save: 'Lagre valgene mine',
  close: 'Lukk (kun nødvendige informasjonskapsler)',
  manageTitle: 'Velg hvilke informasjonskapsler vi kan bruke',
  categories: {
    essential: 'Nødvendige',
    essentialDescription: 'Innlogging, søkeinnstillinger og valget ditt om informasjonskapsler. Alltid på.',
    statistics: 'Statistikk',
    statisticsDescription: 'Hjelper oss å forstå hvordan nettstedet brukes og hvor raskt det er.',
    marketing: 'Markedsføring',
    marketingDescription: 'Viser hvilken kampanje du kom fra, slik at vi kan måle annonsene våre.',
    thirdParty: 'Tredjepart',
    thirdPartyDescription: 'Innhold fra andre tjenester, for eksempel filmer.',
  },
  videoNeedsConsent: 'Filmen vises når du har godtatt informasjonskapsler fra tredjeparter.',
  openSettings: 'Endre innstillinger for informasjonskapsler',
};
