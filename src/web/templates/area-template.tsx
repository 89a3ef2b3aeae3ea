import type { AreaPageViewModel } from '../../shared/residence/residence-page-view-models';
import { AreaPage } from '../features/residence-pages/area-page';
import type { TemplateProps } from './template-props';

export function AreaTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <AreaPage area={viewModel as unknown as AreaPageViewModel} breadcrumbs={payload.template.breadcrumbs} />
  );
}
