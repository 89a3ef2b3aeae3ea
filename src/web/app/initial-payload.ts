import type { QueryClient } from '@tanstack/react-query';
import type { PagePayload } from '../../shared/page/page-payload';
import { viewModelQueryKey } from './navigation/use-page-payload';
import { type LocationLike, viewModelKey } from './navigation/view-model-key';

/** The server-rendered payload is the first cached view model, so hydration fetches nothing. */
export function seedInitialPayload(
  queryClient: QueryClient,
  payload: PagePayload,
  location: LocationLike,
): void {
  const key = viewModelKey(location, payload.context.site, payload.template.currentComponent);
  queryClient.setQueryData(viewModelQueryKey(key), payload);
}
