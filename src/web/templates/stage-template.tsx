import type { StagePageViewModel } from '../../shared/residence/residence-page-view-models';
import { StagePage } from '../features/residence-pages/stage-page';
import type { TemplateProps } from './template-props';

export function StageTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <StagePage
      stage={viewModel as unknown as StagePageViewModel}
      breadcrumbs={payload.template.breadcrumbs}
    />
  );
}
