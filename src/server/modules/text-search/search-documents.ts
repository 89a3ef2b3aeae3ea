import { eq, sql } from 'drizzle-orm';
import { foldForSearch } from '../../../shared/residence/fold-text';
import type { SiteConfig, SiteKey } from '../../../shared/sites/site-types';
import { findSiteBySiteId, SITES } from '../../../shared/sites/sites';
import type { DocumentKind } from '../../../shared/text-search/text-search-schemas';
import type { Database } from '../../db/client';
import { municipalities, pages, residenceAreas, residenceStages, searchDocuments } from '../../db/schema';
import { collectText, viewModelHeading } from './view-model-text';

// Builds search_documents, the one table the text search reads, from the published pages
// and the residence catalogue (stages as residential projects, areas as residential areas).
// Rebuilt whole (or per site) inside a transaction, so a search never sees half a rebuild.

type DocumentInsert = typeof searchDocuments.$inferInsert;

/** PostgreSQL text search configuration of each site language (stemming, stop words). */
export const TEXT_SEARCH_CONFIG: Readonly<Record<SiteConfig['locale'], string>> = {
  sv: 'swedish',
  no: 'norwegian',
  fi: 'finnish',
  en: 'english',
};

// 'article' is the general editorial page (about us, sustainability): content, dated or not.
const NEWS_TEMPLATES = new Set(['news-room', 'corporate-news', 'blog-item', 'residence-news']);
const CAREER_TEMPLATES = new Set(['standard-career', 'available-jobs']);
// Pages that are no use as a search hit: errors, the search pages themselves, test pages.
const SKIPPED_TEMPLATES = new Set(['404', '500', 'text-search', 'corporate-search', 'sandbox']);

const BODY_LIMIT = 100_000;

export function configOfSite(siteKey: SiteKey): string {
  return TEXT_SEARCH_CONFIG[SITES[siteKey].locale];
}

function isSiteKey(value: string): value is SiteKey {
  return Object.hasOwn(SITES, value);
}

function siteKeyOfSiteId(siteId: string): SiteKey | undefined {
  return findSiteBySiteId(siteId)?.key;
}

export function documentKindOfPage(template: string, viewModel: Record<string, unknown>): DocumentKind {
  if (template === 'press-release') return 'pressRelease';
  if (NEWS_TEMPLATES.has(template) && typeof viewModel.publishedDate === 'string') return 'news';
  if (CAREER_TEMPLATES.has(template)) return 'career';
  return 'content';
}

function isSearchablePage(row: { template: string; requiresLogin: boolean }): boolean {
  return !row.requiresLogin && !SKIPPED_TEMPLATES.has(row.template) && !row.template.startsWith('my-');
}

function publishedAtOf(viewModel: Record<string, unknown>): Date | null {
  const value = viewModel.publishedDate;
  if (typeof value !== 'string') return null;
  const date = new Date(`${value.slice(0, 10)}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function document(fields: Omit<DocumentInsert, 'language' | 'searchText' | 'searchVector'>): DocumentInsert {
  return {
    ...fields,
    body: fields.body.slice(0, BODY_LIMIT),
    language: configOfSite(fields.siteKey as SiteKey),
    searchText: foldForSearch(`${fields.title} ${fields.summary}`),
    // Filled in SQL below, with the row's language configuration.
    searchVector: '',
  };
}

async function pageDocuments(db: Database, siteKey?: SiteKey): Promise<DocumentInsert[]> {
  const rows = await db
    .select({
      id: pages.id,
      siteKey: pages.siteKey,
      path: pages.path,
      template: pages.template,
      viewModel: pages.viewModel,
      seo: pages.seo,
      requiresLogin: pages.requiresLogin,
    })
    .from(pages)
    .where(
      siteKey
        ? sql`${pages.publishState} = 'published' and ${pages.siteKey} = ${siteKey}`
        : eq(pages.publishState, 'published'),
    )
    .orderBy(pages.siteKey, pages.path);
  return rows.filter(isSearchablePage).flatMap((row) => {
    if (!isSiteKey(row.siteKey)) return [];
    const viewModel = row.viewModel ?? {};
    const title = viewModelHeading(viewModel) ?? row.seo?.title ?? '';
    if (!title) return [];
    return [
      document({
        id: row.id,
        siteKey: row.siteKey,
        kind: documentKindOfPage(row.template, viewModel),
        title,
        summary: row.seo?.description ?? '',
        body: collectText(viewModel).join(' '),
        url: row.path,
        publishedAt: publishedAtOf(viewModel),
      }),
    ];
  });
}

async function catalogueDocuments(db: Database, siteKey?: SiteKey): Promise<DocumentInsert[]> {
  const siteId = siteKey ? SITES[siteKey].siteId : undefined;
  const stages = await db
    .select({
      id: residenceStages.id,
      siteId: residenceStages.siteId,
      name: residenceStages.name,
      path: residenceStages.path,
      shortDescription: residenceStages.shortDescription,
      description: residenceStages.description,
      municipality: municipalities.name,
    })
    .from(residenceStages)
    .innerJoin(municipalities, eq(municipalities.id, residenceStages.municipalityId))
    .where(siteId ? eq(residenceStages.siteId, siteId) : undefined)
    .orderBy(residenceStages.path);
  const areas = await db
    .select({
      id: residenceAreas.id,
      siteId: residenceAreas.siteId,
      name: residenceAreas.name,
      path: residenceAreas.path,
      shortDescription: residenceAreas.shortDescription,
      description: residenceAreas.description,
      municipality: municipalities.name,
    })
    .from(residenceAreas)
    .innerJoin(municipalities, eq(municipalities.id, residenceAreas.municipalityId))
    .where(siteId ? eq(residenceAreas.siteId, siteId) : undefined)
    .orderBy(residenceAreas.path);
  const toDocument = (kind: DocumentKind) => (row: (typeof stages)[number]) => {
    const key = siteKeyOfSiteId(row.siteId);
    if (!key) return [];
    return [
      document({
        id: row.id,
        siteKey: key,
        kind,
        title: row.name,
        // The municipality is part of the summary so "Uppsala" finds the projects there.
        summary: `${row.shortDescription} ${row.municipality}`.trim(),
        body: row.description,
        url: row.path,
        publishedAt: null,
      }),
    ];
  };
  return [
    ...stages.flatMap(toDocument('residentialProject')),
    ...areas.flatMap(toDocument('residentialArea')),
  ];
}

/** Keeps the first document of each (site, url): the table's unique key. */
function uniqueByUrl(documents: DocumentInsert[]): DocumentInsert[] {
  const seen = new Set<string>();
  return documents.filter((doc) => {
    const key = `${doc.siteKey} ${doc.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const BATCH_SIZE = 200;

/**
 * Rebuilds the text search documents of every site, or of one site. Call it after pages
 * or the catalogue change (today only the seed writes them).
 */
export async function refreshSearchDocuments(
  db: Database,
  options: { siteKey?: SiteKey } = {},
): Promise<number> {
  const { siteKey } = options;
  const documents = uniqueByUrl([
    ...(await pageDocuments(db, siteKey)),
    ...(await catalogueDocuments(db, siteKey)),
  ]);
  await db.transaction(async (tx) => {
    await tx.delete(searchDocuments).where(siteKey ? eq(searchDocuments.siteKey, siteKey) : undefined);
    for (let start = 0; start < documents.length; start += BATCH_SIZE) {
      await tx.insert(searchDocuments).values(documents.slice(start, start + BATCH_SIZE));
    }
    // Title weighs most, then the summary, then the body (ts_rank_cd weights A–C).
    await tx.execute(sql`
      update search_documents set search_vector =
        setweight(to_tsvector(language::regconfig, title), 'A') ||
        setweight(to_tsvector(language::regconfig, summary), 'B') ||
        setweight(to_tsvector(language::regconfig, body), 'C')
      where ${siteKey ? sql`site_key = ${siteKey}` : sql`true`}`);
  });
  return documents.length;
}
