import type { ResidenceNotFoundViewModel } from '../../../../shared/residence/residence-page-view-models';
import { residenceIndexPath } from '../../../../shared/residence/residence-paths';
import type { PageContent } from '../../content/page-payload-builder';
import { homeCrumb, indexCrumb, pageTitle, type ResidencePageContext, searchUrl } from './page-context';

/**
 * A path under the stage folder that looks like a stage or a home but is not one: its own
 * template with HTTP 404, pointing to the stage (when it exists), the index and the search.
 */
export function buildNotFoundPage(
  context: ResidencePageContext,
  kind: 'stage-not-found' | 'object-not-found',
  stage: { name: string; url: string } | null,
): PageContent {
  const { t, site } = context;
  const viewModel: ResidenceNotFoundViewModel = {
    type: kind,
    stage,
    indexUrl: residenceIndexPath(site.country),
    searchUrl: searchUrl(context),
  };
  const title =
    kind === 'stage-not-found'
      ? t('residencePages.seo.stageNotFoundTitle')
      : t('residencePages.seo.objectNotFoundTitle');
  const crumbs = [homeCrumb(context), indexCrumb(context)];
  if (stage) crumbs.push({ label: stage.name, url: stage.url });
  return {
    id: kind,
    template: kind,
    viewModel,
    seo: { title: pageTitle(context, title), description: '', noIndex: true },
    breadcrumbs: crumbs,
    statusCode: 404,
  };
}
