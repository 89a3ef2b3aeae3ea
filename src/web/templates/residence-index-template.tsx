import type { ResidenceIndexViewModel } from '../../shared/residence/residence-page-view-models';
import { ResidenceIndexPage } from '../features/residence-pages/residence-index-page';
import type { TemplateProps } from './template-props';

export function ResidenceIndexTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <ResidenceIndexPage
      index={viewModel as unknown as ResidenceIndexViewModel}
      breadcrumbs={payload.template.breadcrumbs}
    />
  );
}
