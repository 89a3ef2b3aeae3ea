import { useQuery } from '@tanstack/react-query';
import type { contactsContract } from '../../../../shared/my-pages/my-pages-contracts';
import { MY_PAGES_ENDPOINTS } from '../../../../shared/my-pages/my-pages-endpoints';
import { callEndpoint } from '../../../ui/api/call-endpoint';

// GET /my_pages/contacts (issue 15 item 7): the people of the caller's projects.
export function useContactsQuery(userId: string | null) {
  return useQuery({
    queryKey: ['my-pages', 'contacts', userId],
    queryFn: () => callEndpoint<typeof contactsContract>(MY_PAGES_ENDPOINTS.contacts, {}),
    enabled: userId !== null,
  });
}
