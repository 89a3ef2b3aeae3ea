import { useQuery } from '@tanstack/react-query';
import { isErrorTemplate } from '../../../shared/page/error-templates';
import type { NavigationResponse, PagePayload } from '../../../shared/page/page-payload';
import { SYSTEM_ENDPOINTS } from '../../../shared/system/system-endpoints';

// flows §2.2: navigation and footer of the error pages come from the navigation endpoint,
// so a 500 rendered without the database still gets its menus once the browser can ask.
export function useErrorPageChrome(payload: PagePayload): NavigationResponse {
  const { template, context } = payload;
  const needsChrome = isErrorTemplate(template.currentComponent) && template.navigation.menu.length === 0;
  const endpoint =
    context.site === 'en' ? SYSTEM_ENDPOINTS.navigationEnglish.path : SYSTEM_ENDPOINTS.navigation.path;
  const query = useQuery({
    queryKey: ['navigation', context.site],
    queryFn: async (): Promise<NavigationResponse> => {
      const response = await fetch(endpoint, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`navigation ${response.status}`);
      return (await response.json()) as NavigationResponse;
    },
    enabled: needsChrome,
    // The error page already says something failed; its menus simply stay as rendered.
    meta: { silent: true },
  });
  if (needsChrome && query.data) return query.data;
  return { navigation: template.navigation, footer: template.footer, crisisBanner: template.crisisBanner };
}
