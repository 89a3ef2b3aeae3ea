import type { SearchPageViewModel } from '../../shared/residence/search-url';
import { ResidenceSearchPage } from '../features/residence-search/search-page';
import { SaveSearchButton } from '../features/saved-searches/save-search-button';
import { RecentlyViewed } from '../features/visited/recently-viewed';
import type { TemplateProps } from './template-props';

// Template 'search': the residence search page (platform §2).
export function SearchTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <>
      <ResidenceSearchPage
        viewModel={viewModel as unknown as SearchPageViewModel}
        breadcrumbs={payload.template.breadcrumbs}
        actions={<SaveSearchButton />}
      />
      <RecentlyViewed />
    </>
  );
}
