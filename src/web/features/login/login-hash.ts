import type { LoginContext } from '../../../shared/account/identity-constants';

// platform §2: in-page hash triggers open the matching login modal and are then removed.
const CONTEXT_BY_HASH: Readonly<Record<string, LoginContext>> = {
  '#open-login': 'private',
  '#open-board-login': 'board-member',
  '#open-board-case': 'board-member-case',
  '#open-case': 'private-case',
};

export function loginContextOfHash(hash: string): LoginContext | null {
  return CONTEXT_BY_HASH[hash] ?? null;
}
