import type { InitialTextSearch } from '../../shared/text-search/text-search-page-request';
import { TextSearchPage } from '../features/text-search/text-search-page';
import type { TemplateProps } from './template-props';

// Templates 'text-search' (/sok/, /hae/, /en/search/) and 'corporate-search' (/om-oss/sok/,
// /en/about-us/search/, /tietoa-jmsta/hae/): platform §2. The view model carries the words
// of the page and the server's answer for its URL (text-search-page-decorator.ts); other
// results are fetched by the page itself.

function text(viewModel: Record<string, unknown>, key: string): string | undefined {
  const value = viewModel[key];
  return typeof value === 'string' && value ? value : undefined;
}

function page(corporate: boolean) {
  return function SearchTemplate({ payload, viewModel }: TemplateProps) {
    return (
      <TextSearchPage
        heading={text(viewModel, 'heading') ?? payload.seo.title}
        intro={text(viewModel, 'intro')}
        corporate={corporate}
        popularSearches={payload.template.popularSearches}
        breadcrumbs={payload.template.breadcrumbs}
        initialSearch={viewModel.initialSearch as InitialTextSearch | undefined}
      />
    );
  };
}

export const TextSearchTemplate = page(false);
export const CorporateSearchTemplate = page(true);
