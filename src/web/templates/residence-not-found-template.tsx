import type { ResidenceNotFoundViewModel } from '../../shared/residence/residence-page-view-models';
import { ResidenceNotFound } from '../features/residence-pages/residence-not-found';
import type { TemplateProps } from './template-props';

/** Template of both `stage-not-found` and `object-not-found` (HTTP 404). */
export function ResidenceNotFoundTemplate({ payload, viewModel }: TemplateProps) {
  return (
    <ResidenceNotFound
      page={viewModel as unknown as ResidenceNotFoundViewModel}
      breadcrumbs={payload.template.breadcrumbs}
    />
  );
}
