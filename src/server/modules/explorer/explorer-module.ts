import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  explorerDataContract,
  explorerObjectContract,
  panoramaImageContract,
} from '../../../shared/explorer/explorer-contracts';
import { slugify } from '../../../shared/residence/residence-paths';
import { addEndpoint } from '../../http/add-endpoint';
import { HttpError } from '../../http-error';
import { requestInEditMode } from '../../plugins/auth/editors';
import { ImageCache } from '../media/image-cache';
import { explorerDataOf, explorerObjectOf, homeTypePartsOf } from './explorer-data';
import { renderPanoramaJpeg } from './explorer-panorama';
import {
  EDIT_MODE_EXPLORER_STATUSES,
  EXPLORER_STATUSES,
  explorerObjectsOf,
  findExplorerStage,
} from './explorer-repository';

// The residence explorer's calls (flows §7.3; issue 16 item 3): explorer data by stage, one home
// by its name, and the generated 360° pictures. A stage of another site answers 404 like a
// missing one. Pictures are kept in memory (a few megabytes), least recently used out first.

const PANORAMA_CACHE_BYTES = 24 * 1024 * 1024;
const PANORAMA_CACHE_CONTROL = 'public, max-age=86400';
const CAMERA_FILE = /^([a-z]{1,20})\.jpg$/;

export async function registerExplorerModule(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const cache = new ImageCache({ maxBytes: PANORAMA_CACHE_BYTES });

  async function stageOf(request: FastifyRequest, stageId: string, statuses = EXPLORER_STATUSES) {
    const site = request.siteContext?.site;
    const stage = site ? await findExplorerStage(db, site.siteId, stageId) : undefined;
    if (!site || !stage) throw new HttpError('NOT_FOUND', 'No such stage on this site.');
    return { site, stage, rows: await explorerObjectsOf(db, stage.id, statuses) };
  }

  addEndpoint(app, explorerDataContract, async (request, reply) => {
    // flows §7.3 isEditMode: an editor's answer with the homes not available, for them alone.
    const editMode = await requestInEditMode(app, request, request.query);
    if (editMode) reply.header('cache-control', 'private, no-store');
    const statuses = editMode ? EDIT_MODE_EXPLORER_STATUSES : EXPLORER_STATUSES;
    const { site, stage, rows } = await stageOf(request, request.params.stageId, statuses);
    return explorerDataOf(stage, rows, site.country, new Date());
  });

  addEndpoint(app, explorerObjectContract, async (request) => {
    const { site, stage, rows } = await stageOf(request, request.params.stageId);
    const name = request.params.objectName.trim();
    // The apartment number as it is written ("A-1203") or as the object page's slug ("a-1203").
    const row =
      rows.find((candidate) => candidate.objectNumber === name) ??
      rows.find((candidate) => slugify(candidate.objectNumber) === slugify(name));
    if (!row) throw new HttpError('NOT_FOUND', 'No such home in the explorer of this stage.');
    const apts = rows.map((candidate) => explorerObjectOf(candidate, site.country));
    const apt = explorerObjectOf(row, site.country);
    const parts = homeTypePartsOf(stage.id, apts);
    const homeType = parts.homeTypes.find((type) => type.id === apt.homeTypeId);
    const view360 = parts.views360.find((view) => view.homeTypeId === apt.homeTypeId);
    if (!homeType || !view360) throw new Error(`home type ${apt.homeTypeId} missing`);
    return {
      apt,
      homeType,
      view360,
      archetypes: parts.archetypes.filter((archetype) => archetype.homeTypeId === apt.homeTypeId),
    };
  });

  addEndpoint(app, panoramaImageContract, async (request, reply) => {
    const { site, stage, rows } = await stageOf(request, request.params.stageId);
    const camera = CAMERA_FILE.exec(request.params.file)?.[1];
    const parts = homeTypePartsOf(
      stage.id,
      rows.map((row) => explorerObjectOf(row, site.country)),
    );
    const homeType = parts.homeTypes.find((type) => type.id === request.params.viewId);
    const room = homeType?.plan.find((candidate) => candidate.kind === camera);
    const placed = parts.views360.some(
      (view) =>
        view.id === request.params.viewId && view.cameras.some((candidate) => candidate.id === camera),
    );
    if (!room || !placed) throw new HttpError('NOT_FOUND', 'No such 360° view in this stage.');
    const panorama = { kind: room.kind, width: room.width, depth: room.height, style: stage.imageStyle };
    const key = `${stage.id}/${request.params.viewId}/${camera}/${panorama.width}x${panorama.depth}/${panorama.style}`;
    const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
    reply.header('cache-control', PANORAMA_CACHE_CONTROL).header('etag', etag);
    const image = await cache.getOrRender(key, () => renderPanoramaJpeg(panorama));
    return reply.type('image/jpeg').send(image);
  });
}
