import type { ObjectPageViewModel } from '../../shared/residence/residence-page-view-models';
import { BookShowingSlot } from '../features/content-forms/book-showing-slot';
import { ObjectPage } from '../features/residence-pages/object-page';
import actionStyles from '../ui/residence-actions/residence-actions.module.css';
import type { TemplateProps } from './template-props';

export function ObjectTemplate({ payload, viewModel }: TemplateProps) {
  const home = viewModel as unknown as ObjectPageViewModel;
  return (
    <ObjectPage
      home={home}
      breadcrumbs={payload.template.breadcrumbs}
      showingAction={
        <BookShowingSlot
          className={actionStyles.showing}
          placeholderClassName={actionStyles.placeholder}
          name={home.stageName}
          pagePath={home.url}
          showings={home.showings}
        />
      }
    />
  );
}
