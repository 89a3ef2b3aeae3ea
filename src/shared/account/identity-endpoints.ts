import { endpointRoute } from '../api/endpoint';

// Where the bank-identity sessions live (platform §7 "Account"): per flow, BankID's start, status
// and cancel, and the Norwegian (eident) and Finnish (signicat) brokers' start and status. No
// schemas here (the page shell may import it); contracts in identity-contracts.ts.

export const IDENTITY_FLOWS = ['login', 'register', 'update'] as const;
export type IdentityFlow = (typeof IDENTITY_FLOWS)[number];
export const BROKER_PROVIDERS = ['eident', 'signicat'] as const;
export type BrokerProvider = (typeof BROKER_PROVIDERS)[number];

export function isBrokerProvider(value: string): value is BrokerProvider {
  return (BROKER_PROVIDERS as readonly string[]).includes(value);
}

export function bankIdEndpoints<const F extends IdentityFlow>(flow: F) {
  return {
    start: endpointRoute('POST', `/account_service/${flow}/bank_id/start`),
    status: endpointRoute('GET', `/account_service/${flow}/bank_id/status/:sessionId`),
    cancel: endpointRoute('POST', `/account_service/${flow}/bank_id/cancel/:sessionId`),
  };
}

export function brokerEndpoints<const F extends IdentityFlow, const P extends BrokerProvider>(
  flow: F,
  provider: P,
) {
  return {
    start: endpointRoute('POST', `/account_service/${flow}/${provider}/start`),
    status: endpointRoute('POST', `/account_service/${flow}/${provider}/status`),
  };
}
