import type { StagePageViewModel } from '../../shared/residence/residence-page-view-models';
import { BookShowingSlot } from '../features/content-forms/book-showing-slot';
import { StagePage } from '../features/residence-pages/stage-page';
import actionStyles from '../ui/residence-actions/residence-actions.module.css';
import type { TemplateProps } from './template-props';

export function StageTemplate({ payload, viewModel }: TemplateProps) {
  const stage = viewModel as unknown as StagePageViewModel;
  return (
    <StagePage
      stage={stage}
      breadcrumbs={payload.template.breadcrumbs}
      showingAction={
        <BookShowingSlot
          className={actionStyles.showing}
          placeholderClassName={actionStyles.placeholder}
          name={stage.stageName}
          pagePath={stage.url}
          showings={stage.showings}
        />
      }
    />
  );
}
