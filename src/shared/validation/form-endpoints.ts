import { endpointRoute } from '../api/endpoint';
import type { FormKind } from './form-rules';

// Where the content forms are sent (contracts in form-contracts.ts); schema-free for the page.
export const FORM_ENDPOINTS = {
  showing: endpointRoute('POST', '/api/forms/showing'),
  order: endpointRoute('POST', '/api/forms/order'),
  contact: endpointRoute('POST', '/api/forms/contact'),
} as const satisfies Record<FormKind, unknown>;
