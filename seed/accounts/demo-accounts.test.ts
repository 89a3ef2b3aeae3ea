import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../src/server/project-root';
import {
  isValidFinnishNationalId,
  isValidNorwegianNationalId,
  isValidSwedishPersonalNumber,
} from '../../src/shared/account/national-ids';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoAccountsManifest } from './demo-accounts-manifest';

describe('demo accounts', () => {
  it('seed/demo-accounts.json matches the seeded accounts', () => {
    const file = JSON.parse(readFileSync(projectPath('seed/demo-accounts.json'), 'utf8'));
    expect(file).toEqual(JSON.parse(JSON.stringify(demoAccountsManifest())));
  });

  it('every identity number passes its checksum', () => {
    for (const account of DEMO_ACCOUNTS) {
      if (account.personalNumber)
        expect(isValidSwedishPersonalNumber(account.personalNumber), account.key).toBe(true);
      if (account.nationalId?.country === 'NO')
        expect(isValidNorwegianNationalId(account.nationalId.id)).toBe(true);
      if (account.nationalId?.country === 'FI')
        expect(isValidFinnishNationalId(account.nationalId.id)).toBe(true);
    }
  });

  it('keys, emails and identity numbers are unique', () => {
    const unique = (values: (string | null | undefined)[]) => {
      const present = values.filter(Boolean);
      return new Set(present).size === present.length;
    };
    expect(unique(DEMO_ACCOUNTS.map((account) => account.key))).toBe(true);
    expect(unique(DEMO_ACCOUNTS.map((account) => account.email))).toBe(true);
    expect(unique(DEMO_ACCOUNTS.map((account) => account.personalNumber ?? account.nationalId?.id))).toBe(
      true,
    );
  });
});
