import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ALL_MUNICIPALITIES } from '../../../shared/premises/premises-constants';
import {
  externalIdPrefix,
  externalObjectPath,
  externalObjectSlug,
  listingSiteOf,
  successionPath,
  successionStagePath,
} from '../../../shared/premises/premises-paths';
import type {
  ExternalObjectViewModel,
  SuccessionCard,
  SuccessionMunicipality,
  SuccessionStageViewModel,
  SuccessionViewModel,
} from '../../../shared/premises/premises-view-models';
import { routeFor } from '../../../shared/sites/routes';
import type { SiteKey } from '../../../shared/sites/site-types';
import { SITES } from '../../../shared/sites/sites';
import type { Database } from '../../db/client';
import { municipalities, residenceStages, successionObjects } from '../../db/schema';
import type { PageResolver } from '../content/page-resolvers';
import { LISTING_TITLES } from './page-titles';
import { homeCrumb } from './premises-pages';
import { shuffleWithSeed } from './succession-order';

// Succession listings (flows §2.2, §2.8; platform §2 /maklar-objekt/), in the blank layout:
//   /maklar-objekt/                     every municipality's listings ('alla-kommuner')
//   /maklar-objekt/{municipality}/      one municipality's, or alla-kommuner for all
//   /maklar-objekt/{m}/{stage}/         succession stage: the listings in one of our stages
//   /maklar-objekt/{m}/{address-id}/    external object: one listing, linking out to the broker
// Anything else below the route is the ordinary 404.

async function listings(db: Database, siteId: string, linkSite: SiteKey) {
  const rows = await db
    .select({
      id: successionObjects.id,
      address: successionObjects.address,
      rooms: successionObjects.rooms,
      livingArea: successionObjects.livingArea,
      price: successionObjects.price,
      monthlyFee: successionObjects.monthlyFee,
      brokerName: successionObjects.brokerName,
      externalUrl: successionObjects.externalUrl,
      publishedAt: successionObjects.publishedAt,
      lat: successionObjects.lat,
      lng: successionObjects.lng,
      municipality: municipalities.name,
      municipalitySlug: municipalities.slug,
      stageId: residenceStages.id,
      stageName: residenceStages.name,
      stageSlug: residenceStages.slug,
    })
    .from(successionObjects)
    .innerJoin(municipalities, eq(municipalities.id, successionObjects.municipalityId))
    .leftJoin(residenceStages, eq(residenceStages.id, successionObjects.stageId))
    .where(eq(successionObjects.siteId, siteId));
  return rows.map((row) => {
    const card: SuccessionCard & {
      municipalitySlug: string;
      stageId: string | null;
      stageSlug: string | null;
    } = {
      id: row.id,
      address: row.address,
      municipality: row.municipality,
      rooms: row.rooms,
      livingArea: row.livingArea,
      price: row.price,
      monthlyFee: row.monthlyFee,
      brokerName: row.brokerName,
      externalUrl: row.externalUrl,
      url: externalObjectPath(linkSite, row.municipalitySlug, row.address, row.id) ?? '',
      publishedAt: row.publishedAt.toISOString(),
      geo: { lat: row.lat, lng: row.lng },
      stage:
        row.stageName && row.stageSlug
          ? {
              name: row.stageName,
              url: successionStagePath(linkSite, row.municipalitySlug, row.stageSlug) ?? '',
            }
          : null,
      municipalitySlug: row.municipalitySlug,
      stageId: row.stageId,
      stageSlug: row.stageSlug,
    };
    return card;
  });
}

type Listing = Awaited<ReturnType<typeof listings>>[number];

function toCard({ municipalitySlug: _m, stageId: _s, stageSlug: _g, ...card }: Listing): SuccessionCard {
  return card;
}

function municipalityChoices(all: readonly Listing[], linkSite: SiteKey): SuccessionMunicipality[] {
  const bySlug = new Map<string, SuccessionMunicipality>();
  for (const listing of all) {
    const entry = bySlug.get(listing.municipalitySlug);
    if (entry) entry.count += 1;
    else
      bySlug.set(listing.municipalitySlug, {
        slug: listing.municipalitySlug,
        name: listing.municipality,
        count: 1,
        url: successionPath(linkSite, listing.municipalitySlug) ?? '',
      });
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function successionPageResolver(seed: string): PageResolver {
  return async ({ db, siteContext, path, query }) => {
    const { site } = siteContext;
    const base = routeFor(site.key, 'succession');
    const dataSite = listingSiteOf(site.key);
    if (!base || !dataSite || !path.startsWith(base)) return null;
    const segments = path.slice(base.length).split('/').filter(Boolean);
    if (segments.length > 2) return null;
    const words = LISTING_TITLES[site.locale];
    const all = shuffleWithSeed(await listings(db, SITES[dataSite].siteId, site.key), seed);
    const allUrl = successionPath(site.key) ?? base;
    const choices = municipalityChoices(all, site.key);
    const crumbs = [homeCrumb(site), { label: words.succession, url: allUrl }];
    // Without scripts the municipality form submits ?municipality= to the list (GET).
    const asked = segments.length === 1 && query.municipality ? query.municipality : undefined;
    const selected = asked ?? segments[0] ?? ALL_MUNICIPALITIES;
    const municipality = choices.find((choice) => choice.slug === selected);
    if (selected !== ALL_MUNICIPALITIES && !municipality) return null;

    if (segments.length < 2) {
      const viewModel: SuccessionViewModel = {
        type: 'succession',
        municipalities: choices,
        selected,
        allUrl,
        objects: all.filter((listing) => !municipality || listing.municipalitySlug === selected).map(toCard),
      };
      const heading = municipality ? words.successionIn(municipality.name) : words.succession;
      return {
        id: `succession:${site.key}:${selected}`,
        template: 'succession',
        viewModel: { ...viewModel },
        seo: {
          title: `${heading} | ${site.siteName}`,
          description: words.successionDescription,
          canonicalUrl: segments.length === 0 ? allUrl : undefined,
        },
        breadcrumbs: municipality ? [...crumbs, { label: municipality.name, url: municipality.url }] : crumbs,
      };
    }
    if (!municipality) return null;
    const inMunicipality = all.filter((listing) => listing.municipalitySlug === selected);
    const slug = segments[1] ?? '';
    const crumbsHere = [...crumbs, { label: municipality.name, url: municipality.url }];

    const stageListings = inMunicipality.filter((listing) => listing.stageSlug === slug);
    const stageId = stageListings[0]?.stageId;
    if (stageId) {
      const [stage] = await db
        .select({
          name: residenceStages.name,
          path: residenceStages.path,
          description: residenceStages.description,
        })
        .from(residenceStages)
        .where(and(eq(residenceStages.id, stageId), isNotNull(residenceStages.path)))
        .orderBy(asc(residenceStages.name))
        .limit(1);
      if (!stage) return null;
      const viewModel: SuccessionStageViewModel = {
        type: 'succession-stage',
        name: stage.name,
        municipality: municipality.name,
        description: stage.description,
        // The stage page lives on the site that owns the stage; the English sub-site has none.
        stageUrl: site.key === dataSite ? stage.path : (successionPath(site.key, selected) ?? allUrl),
        listUrl: municipality.url,
        objects: stageListings.map(toCard),
      };
      return {
        id: `succession-stage:${stageId}`,
        template: 'succession-stage',
        viewModel: { ...viewModel },
        seo: {
          title: `${words.resaleIn(stage.name)} | ${site.siteName}`,
          description: words.successionDescription,
        },
        breadcrumbs: [...crumbsHere, { label: stage.name, url: path }],
      };
    }

    const prefix = externalIdPrefix(slug);
    const listing = prefix
      ? inMunicipality.find(
          (candidate) =>
            candidate.id.startsWith(prefix) && externalObjectSlug(candidate.address, candidate.id) === slug,
        )
      : undefined;
    if (!listing) return null;
    const viewModel: ExternalObjectViewModel = {
      type: 'external-objects',
      object: toCard(listing),
      listUrl: municipality.url,
    };
    return {
      id: `external-object:${listing.id}`,
      template: 'external-objects',
      viewModel: { ...viewModel },
      seo: {
        title: `${listing.address}, ${listing.municipality} | ${site.siteName}`,
        description: words.successionDescription,
      },
      breadcrumbs: [...crumbsHere, { label: listing.address, url: path }],
    };
  };
}
