import { LOGIN_MESSAGE_KEY, type LoginOutcome } from '../../../shared/account/login-outcomes';
import type { account } from '../../i18n/resources/account/sv';
import type { accountForms } from '../../i18n/resources/account-forms/sv';

// The typed key families of the account texts, so a dynamic key is still checked; shared by
// the login, account and header features.
export type HintKey = keyof typeof accountForms.bankId.hints;
export type ErrorKey = keyof typeof account.errors;
export type MessageKey = keyof typeof accountForms.messages;

/** A validation issue's message as an error key (the shared rules use the platform §5 keys). */
export function errorKeyOf(message: string | undefined, fallback: ErrorKey): ErrorKey {
  return (message ?? fallback) as ErrorKey;
}

/** The platform §8 message of an outcome; anything without one is "something went wrong". */
export function messageKeyOf(status: LoginOutcome): MessageKey {
  if (status === 'HasOngoingBusiness') return 'hasOngoingBusiness';
  return (LOGIN_MESSAGE_KEY[status] ?? 'somethingWentWrong') as MessageKey;
}
