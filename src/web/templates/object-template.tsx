import type { ObjectPageViewModel } from '../../shared/residence/residence-page-view-models';
import { BookShowing } from '../features/content-forms/book-showing';
import { ObjectPage } from '../features/residence-pages/object-page';
import type { TemplateProps } from './template-props';

export function ObjectTemplate({ payload, viewModel }: TemplateProps) {
  const home = viewModel as unknown as ObjectPageViewModel;
  return (
    <ObjectPage
      home={home}
      breadcrumbs={payload.template.breadcrumbs}
      showingAction={<BookShowing name={home.stageName} pagePath={home.url} showings={home.showings} />}
    />
  );
}
