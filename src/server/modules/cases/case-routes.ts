import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  caseContract,
  casesContract,
  closeCaseContract,
  createBoardCaseContract,
  customerCaseContract,
  customerCasesContract,
  customerCloseCaseContract,
  customerCreateCaseContract,
  customerFileContract,
  customerUpdateCaseContract,
  fileContract,
  hasCasesContract,
  roundContract,
  roundFileContract,
  roundsContract,
  updateCaseContract,
} from '../../../shared/cases/case-contracts';
import { addEndpoint } from '../../http/add-endpoint';
import { loginOf } from '../../plugins/auth/access';
import { closeCase } from './case-closing';
import { createCase } from './case-creation';
import { findCase, findCaseAttachment, hasCases, listCases } from './case-repository';
import { fileUrls, languageOf, notFound, type RouteFamily, roundFileUrls, scopeFor } from './case-rules';
import { changeCase } from './case-update';
import { findRound, findRoundAttachment, listRounds } from './round-repository';
import { attachmentDisposition } from './uploads/file-names';

// The routes of flows §7.1 that read and change cases, rounds and their files. Each record is
// looked up within the caller's scope (case-rules.ts): outside it, 404 as for a missing one.

export async function registerCaseRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  for (const [family, list, one, update, close, file] of [
    ['caseManagement', casesContract, caseContract, updateCaseContract, closeCaseContract, fileContract],
    [
      'customer',
      customerCasesContract,
      customerCaseContract,
      customerUpdateCaseContract,
      customerCloseCaseContract,
      customerFileContract,
    ],
  ] as const) {
    const scope = (request: Parameters<typeof loginOf>[0]) =>
      scopeFor(loginOf(request), family as RouteFamily);

    addEndpoint(app, list, async (request) => listCases(db, scope(request), languageOf(request)));

    addEndpoint(app, one, async (request) => {
      const errand = await findCase(
        db,
        scope(request),
        request.params.id,
        languageOf(request),
        fileUrls(family),
      );
      if (!errand) throw notFound();
      return errand;
    });

    addEndpoint(app, update, async (request) =>
      changeCase(app, request, scope(request), family, request.params.id),
    );

    addEndpoint(app, close, async (request) =>
      closeCase(app, request, scope(request), family, request.params.id, request.body.site),
    );

    addEndpoint(app, file, async (request, reply) => {
      const attachment = await findCaseAttachment(
        db,
        scope(request),
        request.params.attachmentId,
        request.params.filename,
      );
      return sendFile(app, reply, attachment);
    });
  }

  addEndpoint(app, hasCasesContract, async (request) =>
    hasCases(db, scopeFor(loginOf(request), 'caseManagement')),
  );

  addEndpoint(app, customerCreateCaseContract, async (request, reply) => {
    const { created, errand } = await createCase(app, request, {
      route: 'customer',
      login: loginOf(request),
    });
    return reply.status(created ? 201 : 200).send(errand);
  });

  addEndpoint(app, createBoardCaseContract, async (request, reply) => {
    const { created, errand } = await createCase(app, request, { route: 'board', login: loginOf(request) });
    return reply.status(created ? 201 : 200).send(errand);
  });

  addEndpoint(app, roundsContract, async (request) => {
    const { associationId } = loginOf(request);
    return associationId ? listRounds(db, associationId) : [];
  });

  addEndpoint(app, roundContract, async (request) => {
    const { associationId } = loginOf(request);
    const round = associationId
      ? await findRound(db, associationId, request.params.id, roundFileUrls)
      : undefined;
    if (!round) throw notFound('round');
    return round;
  });

  addEndpoint(app, roundFileContract, async (request, reply) => {
    const { associationId } = loginOf(request);
    const attachment = associationId
      ? await findRoundAttachment(db, associationId, request.params.attachmentId, request.params.filename)
      : undefined;
    return sendFile(app, reply, attachment);
  });
}

/** A stored file as a download: never rendered in place, never sniffed into another type. */
export async function sendFile(
  app: FastifyInstance,
  reply: FastifyReply,
  attachment: { storageKey: string; fileName: string; contentType: string; size: number } | undefined,
): Promise<FastifyReply> {
  const stream = attachment ? await app.fileStorage.read(attachment.storageKey) : undefined;
  if (!attachment || !stream) throw notFound('file');
  return reply
    .header('content-type', attachment.contentType)
    .header('content-length', String(attachment.size))
    .header('content-disposition', attachmentDisposition(attachment.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}
