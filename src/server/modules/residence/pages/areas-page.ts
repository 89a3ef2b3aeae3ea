import { asc, eq, sql } from 'drizzle-orm';
import type { AreasViewModel } from '../../../../shared/residence/areas-view-model';
import { OBJECT_STATUS, SEARCHED_STAGE_STATUSES, TENURE } from '../../../../shared/residence/residence-enums';
import { routeFor } from '../../../../shared/sites/routes';
import type { Locale } from '../../../../shared/sites/site-types';
import { counties, municipalities, residenceAreas } from '../../../db/schema';
import type { PageContent } from '../../content/page-payload-builder';
import { homeCrumb, pageTitle, type ResidencePageContext, searchUrl } from './page-context';
import { pageImage } from './page-images';
import { breadcrumbList } from './structured-data';

// The `areas` template (flows §2.2, issue 35 item 4): the site's residence areas at the folder
// their pages live under (/omraden/, /omrader/, /alueet/), each with its place, its picture and
// what the site sells there, counted as the area page counts it. One query for the whole list.

const COPY: Record<Locale, { heading: string; preamble: string; description: string }> = {
  sv: {
    heading: 'Våra bostadsområden',
    preamble: 'Här bygger vi nya hem. Välj ett område för att se projekten och bostäderna som finns där.',
    description:
      'Alla våra bostadsområden med kommun, projekt och antal bostäder till salu. Välj ett område och hitta ditt nya hem.',
  },
  en: {
    heading: 'Our residential areas',
    preamble: 'This is where we build new homes. Choose an area to see its projects and the homes in them.',
    description:
      'All our residential areas with municipality, projects and the number of homes for sale. Choose an area and find your new home.',
  },
  no: {
    heading: 'Våre boligområder',
    preamble: 'Her bygger vi nye hjem. Velg et område for å se prosjektene og boligene der.',
    description:
      'Alle våre boligområder med kommune, prosjekter og antall boliger til salgs. Velg et område og finn ditt nye hjem.',
  },
  fi: {
    heading: 'Asuinalueemme',
    preamble: 'Näille alueille rakennamme uusia koteja. Valitse alue nähdäksesi sen kohteet ja asunnot.',
    description:
      'Kaikki asuinalueemme kuntineen, kohteineen ja myytävien asuntojen määrineen. Valitse alue ja löydä uusi kotisi.',
  },
};

const stageStatuses = sql.raw(SEARCHED_STAGE_STATUSES.map(Number).join(', '));

/** Every area of the site with its place and counts, ordered by municipality and name. */
export async function findAreas(context: ResidencePageContext) {
  const siteId = context.site.siteId;
  return context.db
    .select({
      id: residenceAreas.id,
      name: residenceAreas.name,
      path: residenceAreas.path,
      municipalityName: municipalities.name,
      countyName: counties.name,
      stageCount: sql<number>`(
        select count(*)::int from residence_stages st
        where st.area_id = ${residenceAreas.id} and st.site_id = ${siteId} and st.stage_status in (${stageStatuses})
      )`,
      homesForSale: sql<number>`(
        select count(*)::int from residence_objects o
        join residence_stages st on st.id = o.stage_id
        where st.area_id = ${residenceAreas.id} and st.site_id = ${siteId}
          and o.status = ${OBJECT_STATUS.forSale} and o.disposal_form <> ${TENURE.tenancy}
      )`,
    })
    .from(residenceAreas)
    .innerJoin(municipalities, eq(municipalities.id, residenceAreas.municipalityId))
    .innerJoin(counties, eq(counties.id, municipalities.countyId))
    .where(eq(residenceAreas.siteId, siteId))
    .orderBy(asc(municipalities.name), asc(residenceAreas.name));
}

export async function buildAreasPage(context: ResidencePageContext, path: string): Promise<PageContent> {
  const { site, t, origin } = context;
  const copy = COPY[site.locale];
  const rows = await findAreas(context);
  const breadcrumbs = [homeCrumb(context), { label: copy.heading, url: routeFor(site.key, 'areas') ?? path }];
  const viewModel: AreasViewModel & { structuredData: Record<string, unknown>[] } = {
    type: 'areas',
    heading: copy.heading,
    preamble: copy.preamble,
    areas: rows.map((row) => ({
      id: row.id,
      name: row.name,
      url: row.path,
      municipalityName: row.municipalityName,
      countyName: row.countyName,
      image: pageImage('area-view', row.id, 0, t('residencePages.image.areaView', { name: row.name })),
      stageCount: row.stageCount,
      homesForSale: row.homesForSale,
    })),
    searchUrl: searchUrl(context),
    structuredData: [breadcrumbList(origin, breadcrumbs)],
  };
  return {
    id: `areas-${site.key}`,
    template: 'areas',
    viewModel: viewModel as unknown as Record<string, unknown>,
    seo: {
      title: pageTitle(context, copy.heading),
      description: copy.description,
      canonicalUrl: `${origin}${path}`,
    },
    breadcrumbs,
  };
}
