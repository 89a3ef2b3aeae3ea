import type { documentsContract } from '../../../../shared/signing/signing-contracts';
import { SIGNING_ENDPOINTS as E } from '../../../../shared/signing/signing-endpoints';
import { callEndpoint } from '../../../ui/api/call-endpoint';

// My documents' call (issue 15 item 4): the caller's documents on this site, from the signing service.

export const MY_DOCUMENTS_KEY = ['my-pages', 'documents'] as const;

export const listMyDocuments = () => callEndpoint<typeof documentsContract>(E.documents, {});
