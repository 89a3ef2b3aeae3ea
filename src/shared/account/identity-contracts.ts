import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  providerStartRequestSchema,
  providerStartResponseSchema,
  providerStatusRequestSchema,
} from './account-schemas';
import {
  type BrokerProvider,
  bankIdEndpoints,
  brokerEndpoints,
  type IdentityFlow,
} from './identity-endpoints';
import { loginResultSchema } from './login-outcomes';

// Contracts of the bank-identity sessions (platform §7 "Account", §4 "Token flow").

const tags = ['account'] as const;
const sessionParams = z.object({ sessionId: z.string().uuid() });

export function bankIdContracts<F extends IdentityFlow>(flow: F) {
  const routes = bankIdEndpoints(flow);
  return {
    start: defineContract(routes.start, {
      access: 'public',
      tags,
      summary: `Starts a BankID order (${flow}); poll its status every second`,
      body: providerStartRequestSchema,
      responses: { 200: providerStartResponseSchema },
      errors: ['RATE_LIMITED', 'FORBIDDEN', 'SERVICE_UNAVAILABLE', 'ALREADY_IN_PROGRESS'],
    }),
    status: defineContract(routes.status, {
      access: 'public',
      tags,
      summary: 'Status of a BankID session: Pending with hintCode and qrData, or the login outcome',
      params: sessionParams,
      responses: { 200: loginResultSchema },
    }),
    cancel: defineContract(routes.cancel, {
      access: 'public',
      tags,
      summary: 'Cancels a BankID session and its order',
      params: sessionParams,
      responses: { 200: loginResultSchema },
    }),
  };
}

/** The broker's return: a code, or the error it reports, and the state that finds the session. */
export const brokerStatusRequestSchema = providerStatusRequestSchema.extend({
  code: providerStatusRequestSchema.shape.code.optional(),
  error: z.string().max(100).optional(),
  state: z.string().max(200).optional(),
});

export function brokerContracts<F extends IdentityFlow, P extends BrokerProvider>(flow: F, provider: P) {
  const routes = brokerEndpoints(flow, provider);
  const country = provider === 'eident' ? 'Norwegian' : 'Finnish';
  return {
    start: defineContract(routes.start, {
      access: 'public',
      tags,
      summary: `Starts a ${country} e-identification (${flow}): where to send the browser`,
      body: providerStartRequestSchema,
      responses: { 200: providerStartResponseSchema },
      // update: verifies the logged-in account, so it needs one (flows §4.2).
      errors: ['RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'UNAUTHORIZED'],
    }),
    status: defineContract(routes.status, {
      access: 'public',
      tags,
      summary: `Finishes a ${country} e-identification with the broker's return (code and state)`,
      body: brokerStatusRequestSchema,
      responses: { 200: loginResultSchema },
      errors: ['SERVICE_UNAVAILABLE'],
    }),
  };
}
