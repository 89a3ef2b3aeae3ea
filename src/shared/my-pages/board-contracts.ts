import { z } from 'zod';
import { defineContract } from '../api/contract';
import { BOARD_ENDPOINTS as E } from './board-endpoints';

// The board member's page (issue 35 item 4; flows §2.2, §6): the association's property world
// (flows §3.3: properties, their buildings' stairwells, the homes) with the errands filed on each,
// filtered by building type. The association is the board login's own: nothing is asked for by
// id, so another association's buildings and errands cannot be named.

/** The building types of the page's filter: the homes (Object), stairwells (Stairs), properties. */
export const BOARD_UNIT_TYPES = ['object', 'stairs', 'property'] as const;
export type BoardUnitType = (typeof BOARD_UNIT_TYPES)[number];

export const boardQuerySchema = z.object({
  type: z.enum(BOARD_UNIT_TYPES).default('property'),
});

export const boardErrandSchema = z.object({
  id: z.string().uuid(),
  ticketNumber: z.number().int(),
  caseStatusId: z.number().int(),
  /** The status in the site's language. */
  status: z.string(),
  open: z.boolean(),
  areaName: z.string(),
  creationDate: z.string().datetime(),
});

export const boardUnitSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(BOARD_UNIT_TYPES),
  /** The property's designation, the building and stairwell, or the home's number. */
  name: z.string(),
  address: z.string(),
  errands: z.array(boardErrandSchema),
});

export const boardPageSchema = z.object({
  association: z.object({ id: z.string().uuid(), name: z.string(), organisationNumber: z.string() }),
  type: z.enum(BOARD_UNIT_TYPES),
  /** How many units of each type the association has, for the filter's labels. */
  counts: z.object({ object: z.number().int(), stairs: z.number().int(), property: z.number().int() }),
  units: z.array(boardUnitSchema),
});
export type BoardPage = z.infer<typeof boardPageSchema>;
export type BoardUnit = z.infer<typeof boardUnitSchema>;

export const boardContract = defineContract(E.board, {
  access: 'boardMember',
  tags: ['my-pages'],
  summary: 'The board login’s association: its properties, stairwells or homes, each with its errands',
  description:
    'For a login acting for a housing association whose board the caller still sits on, on the ' +
    'association’s own site. `type` filters by building type (object: homes, stairs: stairwells, ' +
    'property: properties). A resident, a visitor or a board login of another association never ' +
    'sees these records.',
  query: boardQuerySchema,
  responses: { 200: boardPageSchema },
  errors: ['NOT_FOUND'],
});
