import { z } from 'zod';
import { defineContract } from '../api/contract';
import { EXPLORER_ENDPOINTS as E } from './explorer-endpoints';

// Contracts of the residence explorer (flows §3.8, §4.6, §7.3; issue 16 item 3). Everything is
// derived from the catalogue: the stage's homes (up to 200, §9) drawn as facades, a sun study at
// the stage's coordinates, 360° views per home type and furnishing archetypes on a floor plan.

const tags = ['explorer'] as const;

/** A point of a drawing, in the view's own units (its viewBox). */
const pointSchema = z.tuple([z.number(), z.number()]);
const rectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type ExplorerRect = z.infer<typeof rectSchema>;

/** flows §3.8 explorer objects, plus what the card and the drawing need. */
export const explorerObjectSchema = z.object({
  id: z.string().uuid(),
  apartmentNumber: z.string(),
  rooms: z.number(),
  /** Room counts the plan allows (a larger home may add a room). */
  possibleRooms: z.array(z.number()),
  /** Sales price; null for a rental home (its rent is monthlyFee). */
  price: z.number().int().nullable(),
  monthlyFee: z.number().int(),
  primaryArea: z.number(),
  /** Norway's internal usable area (BRA-i); null elsewhere. */
  jmnoBraInternal: z.number().nullable(),
  objectStatus: z.number().int(),
  homeType: z.number().int(),
  floor: z.number().int(),
  /** Direction of its windows and balcony (flows §3.9 direction codes). */
  direction: z.number().int(),
  /** The object page. */
  url: z.string(),
  /** The explorer home type (floor plan, 360° view, archetypes) it shares with homes like it. */
  homeTypeId: z.string(),
});
export type ExplorerObject = z.infer<typeof explorerObjectSchema>;

export const clickAreaSchema = z.object({ objectId: z.string().uuid(), points: z.array(pointSchema) });
export type ClickArea = z.infer<typeof clickAreaSchema>;

/** One drawn view of a building: its facade parts and a click area per home. */
export const explorerViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['apartments', 'houses']),
  /** A building's letter; empty for the row of houses. */
  name: z.string(),
  /** The direction the facade faces (flows §3.9 direction codes). */
  direction: z.number().int(),
  width: z.number(),
  height: z.number(),
  /** The ground line. */
  groundY: z.number(),
  /** Walls, then roofs, as polygons. */
  walls: z.array(z.array(pointSchema)),
  roofs: z.array(z.array(pointSchema)),
  windows: z.array(rectSchema),
  /** Balcony slabs: they cast the shadows of the sun study. */
  balconies: z.array(rectSchema),
  clickAreas: z.array(clickAreaSchema),
});
export type ExplorerView = z.infer<typeof explorerViewSchema>;

export const planRoomSchema = rectSchema.extend({
  kind: z.enum(['living', 'kitchen', 'bedroom', 'bathroom', 'hall', 'balcony']),
});
export type PlanRoom = z.infer<typeof planRoomSchema>;

export const furnitureSchema = rectSchema.extend({
  kind: z.enum(['sofa', 'table', 'bed', 'desk', 'wardrobe', 'shelf', 'armchair', 'rug', 'plant', 'cot']),
});
export type Furniture = z.infer<typeof furnitureSchema>;

/** A kind of home (by rooms) with its floor plan. */
export const explorerHomeTypeSchema = z.object({
  id: z.string(),
  rooms: z.number().int(),
  /** Plan size in metres. */
  width: z.number(),
  depth: z.number(),
  plan: z.array(planRoomSchema),
});
export type ExplorerHomeType = z.infer<typeof explorerHomeTypeSchema>;

export const cameraSchema = z.object({
  id: z.string(),
  room: planRoomSchema.shape.kind,
  /** Where it stands on the plan (metres). */
  x: z.number(),
  y: z.number(),
  /** The 360° picture (GET …/360/{viewId}/{cameraId}.jpg). */
  imageUrl: z.string(),
});
export type Camera = z.infer<typeof cameraSchema>;

export const view360Schema = z.object({
  id: z.string(),
  homeTypeId: z.string(),
  cameras: z.array(cameraSchema),
});
export type View360 = z.infer<typeof view360Schema>;

export const archetypeSchema = z.object({
  id: z.enum(['family', 'workFromHome', 'entertaining', 'compact']),
  homeTypeId: z.string(),
  items: z.array(furnitureSchema),
});
export type Archetype = z.infer<typeof archetypeSchema>;

export const sunStudySchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** IANA zone of the stage: times of day are read there. */
  timeZone: z.string(),
  /** Today where the stage is (yyyy-MM-dd): the study's first date. */
  date: z.string(),
  /** Times of day (minutes after local midnight) the study steps through. */
  frames: z.array(z.number().int()),
});
export type SunStudy = z.infer<typeof sunStudySchema>;

export const explorerDataSchema = z.object({
  stageId: z.string().uuid(),
  stageName: z.string(),
  views: z.array(explorerViewSchema),
  apts: z.array(explorerObjectSchema),
  settings: z.object({ firstView: z.string().nullable(), projectDataUrl: z.string() }),
  sunStudy: sunStudySchema,
  homeTypes: z.array(explorerHomeTypeSchema),
  views360: z.array(view360Schema),
  archetypes: z.array(archetypeSchema),
  /** flows §4.6: set when there is nothing to show. */
  noViews: z.boolean(),
});
export type ExplorerData = z.infer<typeof explorerDataSchema>;

const stageParams = z.object({ stageId: z.string().uuid() });

export const explorerDataContract = defineContract(E.explorerData, {
  access: 'public',
  tags,
  summary: 'The residence explorer of a stage: facade views with a click area per home, up to 200 homes',
  description:
    'Homes with the statuses the explorer shows (for sale, reserved, booked, sold, pre-selling, showing ' +
    'apartment), at most 200. A stage of another site, or none, answers 404; a stage without such homes ' +
    "answers noViews. In edit mode (editMode=1 from an editor's login; flows §7.3 isEditMode) homes " +
    'not available are shown too, in an answer for that editor only (Cache-Control: private, no-store).',
  params: stageParams,
  query: z.object({
    editMode: z.string().max(8).optional().describe('1: edit mode; counts only for an editor’s login'),
  }),
  responses: { 200: explorerDataSchema },
  errors: ['NOT_FOUND'],
});

export const explorerObjectContract = defineContract(E.explorerObject, {
  access: 'public',
  tags,
  summary: 'One home of the explorer by its apartment number, with its floor plan and 360° view',
  params: stageParams.extend({ objectName: z.string().min(1).max(60) }),
  responses: {
    200: z.object({
      apt: explorerObjectSchema,
      homeType: explorerHomeTypeSchema,
      view360: view360Schema,
      archetypes: z.array(archetypeSchema),
    }),
  },
  errors: ['NOT_FOUND'],
});

export const panoramaImageContract = defineContract(E.panoramaImage, {
  access: 'public',
  tags,
  summary: 'A generated 360° picture (equirectangular, 2:1 JPEG) from a camera of a home type',
  params: stageParams.extend({
    viewId: z.string().regex(/^[a-z0-9-]{1,40}$/),
    file: z.string().describe('`{cameraId}.jpg`'),
  }),
  responses: {
    200: {
      description: 'The picture, JPEG, width = 2 × height',
      content: { 'image/jpeg': { schema: z.string().describe('binary JPEG') } },
    },
  },
  errors: ['NOT_FOUND'],
});
