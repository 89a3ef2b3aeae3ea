// Residents read their errands on the customer routes; a board member on the case-management
// routes, where a board login sees its association's errands (flows §6, §7.1). The server
// decides the scope from the token; the page only picks the family.
export type ErrandFamily = 'customer' | 'caseManagement';

export function errandFamilyOf(user: { isBoardMember: boolean } | null): ErrandFamily {
  return user?.isBoardMember ? 'caseManagement' : 'customer';
}

/** Every errand query of the page sits under this key; closing one refreshes them all. */
export const errandsScopeKey = ['errands'] as const;
