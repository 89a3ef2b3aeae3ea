import { z } from 'zod';
import { defineContract } from '../api/contract';
import { caseIdParams } from './case-schemas';
import { SIMILAR_CASE_ENDPOINTS as E } from './similar-cases-endpoints';

// Contracts of the duplicate check (issue 13 item 8). A case of someone else shows only what a
// notice in the stairwell would: no reporter, no description, no files.

/** How far back an open case counts as a likely duplicate. */
export const SIMILAR_CASE_DAYS = 30;

export const similarCasesQuery = z.object({
  buildingId: z.string().uuid(),
  /** A public problem area, or one of its sub-items (then its area counts). */
  problemArea: z.coerce.number().int().min(1).max(99_999),
});

export const similarCaseSchema = z.object({
  id: z.string().uuid(),
  ticketNumber: z.number().int(),
  /** The case's problem area or sub-item, and its name in the site's language. */
  area: z.number().int(),
  areaName: z.string(),
  creationDate: z.string().datetime(),
  caseStatusGroup: z.enum(['registered', 'ongoing', 'executed']),
  /** The caller reported it (or it is their association's): it is already in their errands. */
  mine: z.boolean(),
  /** The caller follows it. */
  following: z.boolean(),
  /** Only on a case the caller may see in their errands. */
  description: z.string().optional(),
});
export type SimilarCase = z.infer<typeof similarCaseSchema>;

const tags = ['cases'] as const;

export const similarCasesContract = defineContract(E.similarCases, {
  access: 'login',
  tags,
  summary: 'Open cases of the last 30 days on a building for the same public problem area, newest first',
  description:
    'The building must be one the caller may report a fault on (a home of theirs in it, or their association’s); ' +
    'any other answers 404, as a missing one does.',
  query: similarCasesQuery,
  responses: { 200: z.array(similarCaseSchema) },
  errors: ['NOT_FOUND'],
});

export const followCaseContract = defineContract(E.followCase, {
  access: 'login',
  tags,
  summary: 'Follow an open public-area case on a building of the caller’s instead of reporting it again',
  description:
    'Idempotent. A case the caller could not be shown by similar_cases (closed, in a home, or on another ' +
    'building) answers 404.',
  params: caseIdParams,
  responses: { 200: similarCaseSchema },
  errors: ['NOT_FOUND'],
});
