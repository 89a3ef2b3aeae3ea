import type { StagePageViewModel } from '../../shared/residence/residence-page-view-models';
import { ResumeBooking } from '../features/booking/resume-booking';
import { BookShowing } from '../features/content-forms/book-showing';
import { ExplorerSection } from '../features/explorer/explorer-section';
import { StagePage } from '../features/residence-pages/stage-page';
import { MostVisited } from '../features/visited/most-visited';
import type { TemplateProps } from './template-props';

export function StageTemplate({ payload, viewModel }: TemplateProps) {
  const stage = viewModel as unknown as StagePageViewModel;
  return (
    <>
      <StagePage
        stage={stage}
        breadcrumbs={payload.template.breadcrumbs}
        showingAction={<BookShowing name={stage.stageName} pagePath={stage.url} showings={stage.showings} />}
        explorer={<ExplorerSection stageId={stage.id} stageName={stage.stageName} />}
        notice={<ResumeBooking stageId={stage.id} />}
      />
      <MostVisited countyId={stage.countyId} countyName={stage.countyName} excludeId={stage.id} />
    </>
  );
}
