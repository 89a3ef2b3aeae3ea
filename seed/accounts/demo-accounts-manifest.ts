import { VALID_CAMPAIGN_CODES } from '../../src/server/modules/account/campaign-codes';
import { DEMO_ACCOUNTS, DEMO_ASSOCIATIONS, DEMO_PASSWORD } from './demo-accounts';

/** What seed/demo-accounts.json holds; a unit test keeps the file equal to this. */
export function demoAccountsManifest() {
  return {
    description:
      'Demo accounts seeded by seed/accounts (issue 4). expected: login outcome by email (private tab), by bank identity (private), board login (board tab), and bank-identity registration.',
    password: DEMO_PASSWORD,
    campaignCodes: VALID_CAMPAIGN_CODES,
    associations: DEMO_ASSOCIATIONS.map(({ name, organisationNumber, activeFinancialManagement }) => ({
      name,
      organisationNumber,
      activeFinancialManagement,
    })),
    accounts: DEMO_ACCOUNTS.map((account) => ({
      key: account.key,
      role: account.role,
      site: account.site,
      email: account.email,
      password: account.email && !account.bankIdOnly ? DEMO_PASSWORD : null,
      personalNumber: account.personalNumber ?? null,
      nationalId: account.nationalId ?? null,
      inDatabase: account.seeded !== false,
      hasAccount: account.hasAccount,
      expected: account.expected,
    })),
  };
}
