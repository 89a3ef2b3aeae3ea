import type { AreaPageViewModel } from '../../shared/residence/residence-page-view-models';
import { AreaPage } from '../features/residence-pages/area-page';
import { MostVisited } from '../features/visited/most-visited';
import type { TemplateProps } from './template-props';

export function AreaTemplate({ payload, viewModel }: TemplateProps) {
  const area = viewModel as unknown as AreaPageViewModel;
  return (
    <>
      <AreaPage area={area} breadcrumbs={payload.template.breadcrumbs} />
      {/* Every stage of the county: the area itself is no stage, so none is left out. */}
      <MostVisited countyId={area.countyId} countyName={area.countyName} excludeId={area.id} />
    </>
  );
}
