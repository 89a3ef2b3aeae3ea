import type { LoginOutcome } from '../../src/shared/account/login-outcomes';
import type { SiteKey } from '../../src/shared/sites/site-types';
import { deterministicUuid } from '../content/seed-types';

// The demo people of issue 4: one per login outcome a tester needs to reach. Swedish personal
// numbers pass the Luhn check, Norwegian ids the two mod-11 digits, Finnish ids the mod-31
// character; none belongs to a real person in these made-up combinations of date and serial.

/** Every demo account with an email signs in with this password. */
export const DEMO_PASSWORD = 'Hemvist-demo-2026';

export interface DemoAssociation {
  key: string;
  name: string;
  organisationNumber: string;
  activeFinancialManagement: boolean;
  /** The site the association belongs to (default se). */
  siteKey?: SiteKey;
}

export const DEMO_ASSOCIATIONS: readonly DemoAssociation[] = [
  {
    key: 'ekbacken',
    name: 'Brf Ekbacken',
    organisationNumber: '769612-3450',
    activeFinancialManagement: true,
  },
  {
    key: 'sjoutsikten',
    name: 'Brf Sjöutsikten',
    organisationNumber: '769633-1285',
    activeFinancialManagement: true,
  },
  {
    key: 'tallasen',
    name: 'Brf Tallåsen',
    organisationNumber: '769645-0913',
    activeFinancialManagement: false,
  },
  {
    key: 'fjellsiden',
    name: 'Fjellsiden Borettslag',
    organisationNumber: '987654325',
    activeFinancialManagement: false,
    siteKey: 'no',
  },
];

export interface DemoAccount {
  key: string;
  role: string;
  site: SiteKey;
  firstName: string;
  lastName: string;
  email: string | null;
  /** Swedish personal number (12 digits). */
  personalNumber?: string;
  /** Norwegian or Finnish national id with its country. */
  nationalId?: { id: string; country: 'NO' | 'FI' };
  hasAccount: boolean;
  deceased?: boolean;
  pidActivated?: boolean;
  bankIdOnly?: boolean;
  consentSites: SiteKey[];
  vipSites?: SiteKey[];
  boardOf?: string[];
  /** A case handler of these sites' cases (issue 13 item 7). */
  staffOf?: SiteKey[];
  /** An editor: may see any page in edit mode (issue 35 item 7; flows §6). */
  isEditor?: boolean;
  /** What a login answers: by email (private tab), by bank identity, and board login. */
  expected: {
    email?: LoginOutcome;
    bankIdentity?: LoginOutcome;
    boardLogin?: LoginOutcome;
    register?: LoginOutcome;
  };
  /** Only in registration data or not known at all (hasAccount false, or not seeded). */
  seeded?: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'resident',
    role: 'Resident with a completed booking and a purchase',
    site: 'se',
    firstName: 'Anna',
    lastName: 'Boende',
    email: 'resident@demo.hemvist.se',
    personalNumber: '198103159821',
    hasAccount: true,
    consentSites: ['se'],
    expected: { email: 'Ok', bankIdentity: 'Ok', boardLogin: 'NoBoardMember', register: 'UserAlreadyExists' },
  },
  {
    key: 'vip',
    role: 'VIP member with an unpaid VIP payment',
    site: 'se',
    firstName: 'Viktor',
    lastName: 'Medlem',
    email: 'vip@demo.hemvist.se',
    personalNumber: '197609029819',
    hasAccount: true,
    consentSites: ['se'],
    vipSites: ['se'],
    expected: { email: 'Ok', bankIdentity: 'Ok' },
  },
  {
    key: 'board',
    role: 'Board member of an association with technical management',
    site: 'se',
    firstName: 'Britt',
    lastName: 'Styrelse',
    email: 'board@demo.hemvist.se',
    personalNumber: '196905219835',
    hasAccount: true,
    consentSites: ['se'],
    boardOf: ['ekbacken'],
    expected: { email: 'Ok', bankIdentity: 'Ok', boardLogin: 'Ok' },
  },
  {
    key: 'board-unmanaged',
    role: 'Board member of an association without technical management',
    site: 'se',
    firstName: 'Bo',
    lastName: 'Utanförvaltning',
    email: 'board.unmanaged@demo.hemvist.se',
    personalNumber: '198501179843',
    hasAccount: true,
    consentSites: ['se'],
    boardOf: ['tallasen'],
    expected: { email: 'Ok', bankIdentity: 'Ok', boardLogin: 'NoBoardMember' },
  },
  {
    key: 'board-multi',
    role: 'Board member of several associations',
    site: 'se',
    firstName: 'Maja',
    lastName: 'Flerstyrelse',
    email: 'board.multi@demo.hemvist.se',
    personalNumber: '199006309851',
    hasAccount: true,
    consentSites: ['se'],
    boardOf: ['ekbacken', 'sjoutsikten', 'tallasen'],
    expected: { email: 'Ok', bankIdentity: 'Ok', boardLogin: 'ChooseBoardMember' },
  },
  {
    key: 'email-only',
    role: 'User without a personal number (email only)',
    site: 'se',
    firstName: 'Elsa',
    lastName: 'Epost',
    email: 'email.only@demo.hemvist.se',
    hasAccount: true,
    consentSites: ['se'],
    expected: { email: 'Ok' },
  },
  {
    key: 'no-consent',
    role: 'User without consent for the site (sent to the consent page)',
    site: 'se',
    firstName: 'Nils',
    lastName: 'Utansamtycke',
    email: 'no.consent@demo.hemvist.se',
    personalNumber: '199309099928',
    hasAccount: true,
    consentSites: [],
    expected: { email: 'Ok', bankIdentity: 'Ok' },
  },
  {
    key: 'pid-inactive',
    role: 'User whose personal number is not activated',
    site: 'se',
    firstName: 'Per',
    lastName: 'Ejaktiverad',
    email: 'pid.inactive@demo.hemvist.se',
    personalNumber: '195507239886',
    hasAccount: true,
    pidActivated: false,
    consentSites: ['se'],
    expected: { email: 'Ok', bankIdentity: 'MustActivatePid' },
  },
  {
    key: 'bankid-only',
    role: 'User who may only log in with BankID',
    site: 'se',
    firstName: 'Berit',
    lastName: 'Bankid',
    email: 'bankid.only@demo.hemvist.se',
    personalNumber: '199211059895',
    hasAccount: true,
    bankIdOnly: true,
    consentSites: ['se'],
    expected: { email: 'MustLoginWithBankId', bankIdentity: 'Ok' },
  },
  {
    key: 'ongoing-booking',
    role: 'Person in registration data with an ongoing booking, no account',
    site: 'se',
    firstName: 'Olle',
    lastName: 'Bokning',
    email: null,
    personalNumber: '197202049867',
    hasAccount: false,
    consentSites: [],
    expected: { bankIdentity: 'SsnNotFound', register: 'HasOngoingBusiness' },
  },
  {
    key: 'deceased',
    role: 'Deceased person in registration data',
    site: 'se',
    firstName: 'Dagny',
    lastName: 'Avliden',
    email: null,
    personalNumber: '198808119872',
    hasAccount: false,
    deceased: true,
    consentSites: [],
    expected: { bankIdentity: 'Error', register: 'Error' },
  },
  {
    key: 'registration-only',
    role: 'Person in registration data without an account (can register)',
    site: 'se',
    firstName: 'Rut',
    lastName: 'Registrerad',
    email: null,
    personalNumber: '197804149909',
    hasAccount: false,
    consentSites: [],
    expected: { bankIdentity: 'SsnNotFound', register: 'Ok' },
  },
  {
    key: 'unknown-se',
    role: 'Personal number that exists nowhere',
    site: 'se',
    firstName: 'Okänd',
    lastName: 'Person',
    email: null,
    personalNumber: '198302279917',
    hasAccount: false,
    consentSites: [],
    seeded: false,
    expected: { bankIdentity: 'SsnNotFound', register: 'Ok' },
  },
  {
    key: 'norway',
    role: 'Norwegian customer, VIP member with a payment reminder (Reminder1)',
    site: 'no',
    firstName: 'Ola',
    lastName: 'Nordmann',
    email: 'ola@demo.hemvist.no',
    nationalId: { id: '15038512363', country: 'NO' },
    hasAccount: true,
    consentSites: ['no'],
    vipSites: ['no'],
    expected: { email: 'Ok', bankIdentity: 'Ok' },
  },
  {
    key: 'neighbour',
    role: 'Second resident (tenant in a rental building), for authorisation checks',
    site: 'se',
    firstName: 'Hugo',
    lastName: 'Granne',
    email: 'neighbour@demo.hemvist.se',
    personalNumber: '198704129827',
    hasAccount: true,
    consentSites: ['se'],
    expected: { email: 'Ok', bankIdentity: 'Ok', boardLogin: 'NoBoardMember' },
  },
  {
    key: 'norway-board',
    role: 'Norwegian board member (housing co-operative without management)',
    site: 'no',
    firstName: 'Kari',
    lastName: 'Styreleder',
    email: 'kari.styre@demo.hemvist.no',
    nationalId: { id: '22077640014', country: 'NO' },
    hasAccount: true,
    consentSites: ['no'],
    boardOf: ['fjellsiden'],
    expected: { email: 'Ok', bankIdentity: 'Ok', boardLogin: 'NoBoardMember' },
  },
  {
    key: 'unknown-no',
    role: 'Norwegian national id that exists nowhere',
    site: 'no',
    firstName: 'Kari',
    lastName: 'Ukjent',
    email: null,
    nationalId: { id: '02079145788', country: 'NO' },
    hasAccount: false,
    consentSites: [],
    seeded: false,
    expected: { bankIdentity: 'SsnNotFound' },
  },
  {
    key: 'finland',
    role: 'Finnish customer',
    site: 'fi',
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    email: 'matti@demo.hemvist.fi',
    nationalId: { id: '120385-9015', country: 'FI' },
    hasAccount: true,
    consentSites: ['fi'],
    expected: { email: 'Ok', bankIdentity: 'Ok' },
  },
  // Click-to-buy buyers (issue 14): no bookings yet, so each can book a demo home on their site.
  {
    key: 'buyer-se',
    role: 'Home buyer (click to buy) on the Swedish site',
    site: 'se',
    firstName: 'Klara',
    lastName: 'Köpare',
    email: 'buyer@demo.hemvist.se',
    personalNumber: '198806142389',
    hasAccount: true,
    consentSites: ['se'],
    expected: { email: 'Ok', bankIdentity: 'Ok' },
  },
  {
    key: 'buyer-no',
    role: 'Home buyer (click to buy) on the Norwegian site',
    site: 'no',
    firstName: 'Nora',
    lastName: 'Kjøper',
    email: 'buyer@demo.hemvist.no',
    nationalId: { id: '07088935890', country: 'NO' },
    hasAccount: true,
    consentSites: ['no'],
    expected: { email: 'Ok', bankIdentity: 'Ok' },
  },
  {
    key: 'buyer-fi',
    role: 'Home buyer (click to buy) on the Finnish site',
    site: 'fi',
    firstName: 'Aino',
    lastName: 'Ostaja',
    email: 'buyer@demo.hemvist.fi',
    nationalId: { id: '030790-456H', country: 'FI' },
    hasAccount: true,
    consentSites: ['fi'],
    expected: { email: 'Ok', bankIdentity: 'Ok' },
  },
  {
    key: 'case-handler',
    role: 'Case handler (staff) of the Swedish and Norwegian sites’ cases',
    site: 'se',
    firstName: 'Hanna',
    lastName: 'Handläggare',
    email: 'handlaggare@demo.hemvist.se',
    hasAccount: true,
    consentSites: ['se', 'no'],
    staffOf: ['se', 'no'],
    expected: { email: 'Ok' },
  },
  {
    // Neither VIP nor with a payment: the payments entry of my pages shows only in edit mode.
    key: 'editor',
    role: 'Editor: sees pages in edit mode with ?editMode=1 (the edit-mode bar)',
    site: 'se',
    firstName: 'Edit',
    lastName: 'Redaktör',
    email: 'redaktor@demo.hemvist.se',
    hasAccount: true,
    consentSites: ['se', 'no', 'fi'],
    isEditor: true,
    expected: { email: 'Ok' },
  },
  {
    key: 'unknown-fi',
    role: 'Finnish henkilötunnus that exists nowhere',
    site: 'fi',
    firstName: 'Maija',
    lastName: 'Tuntematon',
    email: null,
    nationalId: { id: '050779-902B', country: 'FI' },
    hasAccount: false,
    consentSites: [],
    seeded: false,
    expected: { bankIdentity: 'SsnNotFound' },
  },
];

export function demoUserId(key: string): string {
  return deterministicUuid(`account:user:${key}`);
}

export function demoAssociationId(key: string): string {
  return deterministicUuid(`account:association:${key}`);
}

export function demoAccount(key: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`No demo account ${key}`);
  return account;
}
