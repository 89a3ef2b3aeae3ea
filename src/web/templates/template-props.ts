import type { PagePayload } from '../../shared/page/page-payload';

export interface TemplateProps {
  payload: PagePayload;
  viewModel: Record<string, unknown>;
}
