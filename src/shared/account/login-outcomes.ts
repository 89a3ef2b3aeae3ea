import { z } from 'zod';

// Login outcomes (platform §4) and the messages each shows (platform §8). The API answers
// every login call with one of these statuses; the client picks the message by its key.

export const LOGIN_OUTCOMES = [
  'Ok',
  'Pending',
  'ChooseBoardMember',
  'InvalidCampaignCode',
  'MustActivatePid',
  'NoBoardMember',
  'InvalidInput',
  'InvalidEmailLoginInput',
  'MustLoginWithBankId',
  'SsnNotFound',
  'Cancelled',
  'UserAlreadyExists',
  'HasOngoingBusiness',
  'Error',
] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

/** The platform §8 message key of each outcome that is an error; Ok and Pending show none. */
export const LOGIN_MESSAGE_KEY: Readonly<Record<LoginOutcome, string | null>> = {
  Ok: null,
  Pending: null,
  ChooseBoardMember: null,
  InvalidCampaignCode: 'wrongCampaignCode',
  MustActivatePid: 'bankIdNotRegistered',
  NoBoardMember: 'boardWithoutManagement',
  InvalidInput: 'wrongInput',
  InvalidEmailLoginInput: 'emailLoginFailed',
  MustLoginWithBankId: 'onlyBankId',
  SsnNotFound: 'bankIdNotInSystem',
  Cancelled: 'bankIdCancelled',
  UserAlreadyExists: 'accountExists',
  HasOngoingBusiness: null,
  Error: 'somethingWentWrong',
};

export const associationChoiceSchema = z.object({ id: z.string().uuid(), name: z.string() });

/** What every login, register and status call answers. */
export const loginResultSchema = z.object({
  status: z.enum(LOGIN_OUTCOMES),
  /** Ok: the signed login token (also set as the jwtToken cookie). */
  token: z.string().optional(),
  /** ChooseBoardMember: the associations to choose between; select with /board_member/select/{id}. */
  associations: z.array(associationChoiceSchema).optional(),
  /**
   * HasOngoingBusiness and other outcomes that return data (platform §4). A register session's
   * Ok: registerToken, firstName, lastName. UserAlreadyExists from POST register: field 'email'
   * when the email is taken (without it, the personal number has an account).
   */
  data: z.record(z.string(), z.unknown()).optional(),
  /** Where the client goes next (platform §4 "After login"), when the server decides it. */
  redirectTo: z.string().optional(),
  /** Pending BankID: the hint code of the order. */
  hintCode: z.string().optional(),
  /** Pending BankID: the current animated QR payload, bankid.<qrStartToken>.<seconds>.<hmac>. */
  qrData: z.string().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** A bank-identified person who may now finish the register form. */
export interface VerifiedRegistration {
  registerToken: string;
  firstName: string;
  lastName: string;
}

/** The Ok of a register session, or null for any other answer. */
export function registerIdentityOf(result: LoginResult): VerifiedRegistration | null {
  const data = result.data ?? {};
  if (result.status !== 'Ok' || typeof data.registerToken !== 'string' || !data.registerToken) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    registerToken: data.registerToken,
    firstName: text(data.firstName),
    lastName: text(data.lastName),
  };
}

/** UserAlreadyExists because of the email, not the personal number. */
export function isEmailTaken(result: LoginResult): boolean {
  return result.status === 'UserAlreadyExists' && result.data?.field === 'email';
}
