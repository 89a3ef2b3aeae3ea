import { ACCOUNT_EXTRA_PATHS } from '../../src/shared/account/account-paths';
import { requireRoute } from '../../src/shared/sites/routes';
import type { Locale, SiteKey } from '../../src/shared/sites/site-types';
import { SITES } from '../../src/shared/sites/sites';
import { homeCrumb, link, pageTitle } from './seed-builders';
import type { FeatureSeedPage } from './seed-types';

// The account pages (issue 4) on every site with login: login, create account, forgot
// password and consent at their route paths (platform §2), and set password and change email
// at paths of their own. /eident-return/ is served by the e-ident module's page resolver.

interface Copy {
  login: string;
  loginIntro: string;
  register: string;
  registerIntro: string;
  forgot: string;
  consent: string;
  setPassword: string;
  changeEmail: string;
}

const COPY: Record<Locale, Copy> = {
  sv: {
    login: 'Logga in',
    loginIntro: 'Logga in på Mina sidor för att se dina bostäder, dokument, betalningar och ärenden.',
    register: 'Skapa konto',
    registerIntro: 'Skapa ett konto för att spara favoriter, anmäla intresse och följa ditt boende.',
    forgot: 'Glömt lösenord',
    consent: 'Samtycke',
    setPassword: 'Välj lösenord',
    changeEmail: 'Byt e-postadress',
  },
  no: {
    login: 'Logg inn',
    loginIntro: 'Logg inn på Mine sider for å se boligene, dokumentene, betalingene og sakene dine.',
    register: 'Registrer deg',
    registerIntro: 'Opprett en konto for å lagre favoritter, melde interesse og følge boligen din.',
    forgot: 'Glemt passord',
    consent: 'Samtykke',
    setPassword: 'Velg passord',
    changeEmail: 'Bytt e-postadresse',
  },
  fi: {
    login: 'Kirjaudu sisään',
    loginIntro: 'Kirjaudu Omille sivuille nähdäksesi asuntosi, asiakirjasi, maksusi ja asiasi.',
    register: 'Luo tili',
    registerIntro: 'Luo tili, niin voit tallentaa suosikkeja, ilmoittaa kiinnostuksesi ja seurata asuntoasi.',
    forgot: 'Unohtuiko salasana',
    consent: 'Suostumus',
    setPassword: 'Valitse salasana',
    changeEmail: 'Vaihda sähköpostiosoite',
  },
  en: {
    login: 'Log in',
    loginIntro: 'Log in to My pages to see your homes, documents, payments and cases.',
    register: 'Create account',
    registerIntro: 'Create an account to save favourites, register interest and follow your home.',
    forgot: 'Forgot password',
    consent: 'Consent',
    setPassword: 'Choose password',
    changeEmail: 'Change email address',
  },
};

export function accountPages(site: SiteKey): FeatureSeedPage[] {
  const config = SITES[site];
  if (!config.flags.login) return [];
  const copy = COPY[config.locale];
  const extra = ACCOUNT_EXTRA_PATHS[config.locale];
  const page = (url: string, template: string, heading: string, intro?: string): FeatureSeedPage => ({
    path: url,
    template,
    viewModel: intro ? { heading, intro } : { heading },
    seo: { title: pageTitle(site, heading), description: intro ?? heading, noIndex: true },
    breadcrumbs: [homeCrumb(site), link(heading, url)],
  });
  return [
    page(requireRoute(site, 'login'), 'login', copy.login, copy.loginIntro),
    page(requireRoute(site, 'createAccount'), 'register', copy.register, copy.registerIntro),
    page(requireRoute(site, 'forgotPassword'), 'forgot-password', copy.forgot),
    page(requireRoute(site, 'consent'), 'consent', copy.consent),
    page(extra.setPassword, 'set-password', copy.setPassword),
    page(extra.changeEmail, 'change-email', copy.changeEmail),
  ];
}
