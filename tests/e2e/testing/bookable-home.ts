import type { Page } from 'playwright-core';
import type { PagePayload } from '../../../src/shared/page/page-payload';
import { OBJECT_STATUS } from '../../../src/shared/residence/residence-enums';
import type {
  ObjectPageViewModel,
  ResidenceIndexViewModel,
  StagePageViewModel,
} from '../../../src/shared/residence/residence-page-view-models';
import type { E2eContext } from './e2e-context';

/** A page's view model on the Swedish site, as the browser's navigation asks for it. */
export async function swedishViewModel<T>(e2e: E2eContext, pagePath: string): Promise<T> {
  const { status, html } = await e2e.portal.fetchPage('localhost', `${pagePath}GetViewModel`);
  if (status !== 200) throw new Error(`${pagePath} answered ${status}`);
  return (JSON.parse(html) as PagePayload).template.viewModel as T;
}

/** The first home for sale of a Swedish stage whose project books online in the given flow. */
export async function bookableSwedishHome(
  e2e: E2eContext,
  page: Page,
  flow: 'A' | 'B' | 'C',
): Promise<ObjectPageViewModel> {
  const index = await swedishViewModel<ResidenceIndexViewModel>(e2e, '/bostader/');
  const stageUrls = index.counties.flatMap((county) =>
    county.municipalities.flatMap((municipality) => municipality.stages.map((stage) => stage.url)),
  );
  const api = page.context().request;
  const origin = e2e.portal.origin();
  for (const url of stageUrls) {
    const stage = await swedishViewModel<StagePageViewModel>(e2e, url);
    const row = stage.objects.find(
      (object) => object.status === OBJECT_STATUS.forSale && object.price !== null,
    );
    if (!row || !(await (await api.get(`${origin}/booking/is_bookable/${row.id}`)).json())) continue;
    const information = await api.get(`${origin}/api/buyresidence/getbookingobjectinformation/${row.id}`);
    if ((await information.json()).flow === flow) return swedishViewModel(e2e, row.url);
  }
  throw new Error(`no bookable flow-${flow} home in the demo world`);
}
