import type {
  consentContract,
  triggerChangeEmailContract,
  updateContract,
  updatePasswordContract,
} from '../../../shared/account/account-contracts';
import type {
  DeleteAccountAnswer,
  deleteAccountContract,
  withdrawConsentContract,
} from '../../../shared/account/account-data-contracts';
import { ACCOUNT_DATA_ENDPOINTS } from '../../../shared/account/account-data-endpoints';
import { ACCOUNT_ENDPOINTS } from '../../../shared/account/account-endpoints';
import type { UserAsRead } from '../../../shared/account/account-schemas';
import { ApiRequestError, callEndpoint } from '../../ui/api/call-endpoint';

// The settings page's calls (platform §7 account update calls, issue 15 item 10).

/** The account's details with some changed: POST /account_service/update takes them all. */
export const updateDetails = (
  user: UserAsRead,
  change: Partial<{ firstName: string; lastName: string; phoneNumber: string; newsLetter: boolean }>,
) =>
  callEndpoint<typeof updateContract>(ACCOUNT_ENDPOINTS.update, {
    body: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      newsLetter: user.newsLetter,
      address: user.address,
      postalCode: user.postalCode,
      city: user.city,
      countryId: user.countryId,
      birthDate: user.birthDate ?? undefined,
      ...change,
    },
  });

/** 'wrong' when the current password is not right. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<'ok' | 'wrong'> {
  try {
    await callEndpoint<typeof updatePasswordContract>(ACCOUNT_ENDPOINTS.updatePassword, {
      body: { currentPassword, newPassword },
    });
    return 'ok';
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return 'wrong';
    throw error;
  }
}

export const triggerEmailChange = (newEmail: string) =>
  callEndpoint<typeof triggerChangeEmailContract>(ACCOUNT_ENDPOINTS.triggerChangeEmail, {
    body: { newEmail },
  });

export const giveConsent = (siteId: string) =>
  callEndpoint<typeof consentContract>(ACCOUNT_ENDPOINTS.consent, { body: { siteId } });

export const withdrawConsent = (siteId: string) =>
  callEndpoint<typeof withdrawConsentContract>(ACCOUNT_DATA_ENDPOINTS.withdrawConsent, {
    params: { siteId },
  });

export type DeleteOutcome = DeleteAccountAnswer | 'wrong' | 'reauth';

export async function deleteAccount(password: string | undefined): Promise<DeleteOutcome> {
  try {
    return await callEndpoint<typeof deleteAccountContract>(ACCOUNT_DATA_ENDPOINTS.deleteAccount, {
      body: password ? { password } : {},
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return 'wrong';
    if (error instanceof ApiRequestError && error.status === 403) return 'reauth';
    throw error;
  }
}

export const EXPORT_URL = ACCOUNT_DATA_ENDPOINTS.exportUserData.path;
