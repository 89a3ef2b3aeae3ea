import { z } from 'zod';
import { defineContract } from '../api/contract';
import { savedSearchAlertFrequencyRule, savedSearchNameRule } from '../validation/form-rules';
import { SAVE_SEARCH_ENDPOINT } from './saved-searches-create-endpoint';
import { SAVED_SEARCH_ENDPOINTS as E } from './saved-searches-endpoints';

// Saved searches (issue 15 item 12): "save this search" on the residence search page stores its
// URL state; my pages lists, renames and deletes them; a scheduled job mails the person (in the
// language of the site they saved on) and rings the bell when a new home matches.

const tags = ['my-pages'] as const;

/** A name a person gives a search: free text, without markup or link-like characters. */
export const savedSearchNameSchema = savedSearchNameRule;

/** How often new homes are mailed: immediately (each run of the job), daily, weekly or never. */
export const savedSearchAlertFrequencySchema = savedSearchAlertFrequencyRule;

/** A frequency outside the four answers this code rather than VALIDATION_FAILED. */
const fieldErrorCodes = { alertFrequency: 'INVALID_ALERT_FREQUENCY' } as const;

/** The search page's query string (without '?'), as the page's address shows it. */
export const savedSearchQuerySchema = z.string().max(2000);

export const savedSearchSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The normalised query string of the search (filters, sort, view). */
  query: z.string(),
  /** The search page with that state, on the site it was saved on. */
  url: z.string(),
  /** What the search looks for, in a few words of the site's language. */
  criteria: z.array(z.string()),
  alertFrequency: savedSearchAlertFrequencySchema,
  createdAt: z.string().datetime(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** A save answers the search; `alreadySaved` when the person had saved the same search before. */
export const createdSavedSearchSchema = savedSearchSchema.extend({ alreadySaved: z.boolean() });

export const createSavedSearchSchema = z.object({
  /** Empty or absent: the search is named by its criteria. */
  name: z.union([savedSearchNameSchema, z.literal('')]).optional(),
  query: savedSearchQuerySchema,
  /** The tag path below the search base path (/sok-bostad/nacka/), when the search has one. */
  pathTag: z.string().max(160).optional(),
  /** Absent: immediately, as before there was a choice. */
  alertFrequency: savedSearchAlertFrequencySchema.optional(),
});

/** A new name, a new alert frequency, or both. */
export const updateSavedSearchSchema = z
  .object({
    name: savedSearchNameSchema.optional(),
    alertFrequency: savedSearchAlertFrequencySchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.alertFrequency !== undefined, {
    message: 'Give a name, an alertFrequency or both.',
  });

const idParams = z.object({ id: z.string().uuid() });

export const listSavedSearchesContract = defineContract(E.list, {
  access: 'private',
  tags,
  summary: "The caller's saved searches on this site, newest first",
  responses: { 200: z.array(savedSearchSchema) },
});

export const createSavedSearchContract = defineContract(SAVE_SEARCH_ENDPOINT, {
  access: 'private',
  tags,
  summary: 'Save a residence search (the homes matching now are recorded, so only new ones are mailed)',
  description:
    'The same search saved again (the same normalised query on the same site) is not stored twice: ' +
    'the earlier one is answered with 200 and alreadySaved (its alert frequency unchanged). A search without ' +
    'a name is named by its criteria. An alertFrequency other than the four answers INVALID_ALERT_FREQUENCY.',
  body: createSavedSearchSchema,
  fieldErrorCodes,
  responses: { 200: createdSavedSearchSchema, 201: createdSavedSearchSchema },
  errors: ['CONFLICT', 'SEARCH_NOT_OFFERED'],
});

export const updateSavedSearchContract = defineContract(E.update, {
  access: 'private',
  tags,
  summary:
    'Rename one of the caller’s saved searches or change how often it alerts (NOT_FOUND for any other)',
  description:
    'Daily and weekly alerts come a day or a week after the last one, telling of every home found meanwhile; ' +
    'never records new homes without telling of them. An alertFrequency other than the four answers ' +
    'INVALID_ALERT_FREQUENCY.',
  params: idParams,
  body: updateSavedSearchSchema,
  fieldErrorCodes,
  responses: { 200: savedSearchSchema },
  errors: ['NOT_FOUND'],
});

export const removeSavedSearchContract = defineContract(E.remove, {
  access: 'private',
  tags,
  summary: 'Delete one of the caller’s saved searches (NOT_FOUND for any other)',
  params: idParams,
  responses: { 204: z.null() },
  errors: ['NOT_FOUND'],
});

export const savedSearchJobResultSchema = z.object({ mailed: z.number().int().nonnegative() });

export const devRunSavedSearchJobContract = defineContract(E.devRunJob, {
  access: 'devTools',
  tags,
  summary: 'Run the saved-search job once (DEV_TOOLS, never on preprod or prod hosts)',
  hide: true,
  responses: { 200: savedSearchJobResultSchema },
});

export const devCopyHomeContract = defineContract(E.devCopyHome, {
  access: 'devTools',
  tags,
  summary: 'Copy a home as a new listing of its stage (DEV_TOOLS, never on preprod or prod hosts)',
  hide: true,
  body: z.object({ objectId: z.string().uuid() }),
  responses: { 201: z.object({ id: z.string().uuid(), objectNumber: z.string() }) },
  errors: ['NOT_FOUND'],
});
