import type { z } from 'zod';
import { type ApiErrorCode, statusOfErrorCode } from './api-error';
import type { EndpointRoute, HttpMethod } from './endpoint';

// One contract per endpoint (docs/architecture.md): its route, who may call it, its request
// schemas, each response status with its schema, and the error codes it may answer. The server
// registers the route from it (server/http/add-endpoint.ts), and the browser's fetcher takes
// its route and types (web/ui/api/call-endpoint.ts), so path and fields cannot drift apart.

/**
 * Who may call an endpoint; one hook enforces it before the handler runs (server/plugins/auth):
 * - `public`: anyone;
 * - `login`: a full login token (401 UNAUTHORIZED without);
 * - `boardMember`: a login that acts for a housing association (403 FORBIDDEN otherwise);
 * - `private`: a private person's login, not a board's acting for an association (403 FORBIDDEN for a board login);
 * - `staff`: a full login of a case handler (staff_members; 403 FORBIDDEN for anyone else);
 * - `chooseAssociation`: the short-lived token of a board login that must pick an association;
 * - `devTools`: DEV_TOOLS on, on a host that is not preprod or prod (404 NOT_FOUND otherwise).
 */
export type Access =
  | 'public'
  | 'login'
  | 'boardMember'
  | 'private'
  | 'staff'
  | 'chooseAssociation'
  | 'devTools';

type AnySchema = z.ZodType;
type ObjectSchema = z.ZodType<Record<string, unknown>>;

/** A response that is not JSON (a picture, an HTML page): its media types, for the API document. */
export interface RawResponse {
  description: string;
  content: Readonly<Record<string, { schema: AnySchema }>>;
}

export interface ContractSpec {
  access: Access;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: AnySchema;
  /**
   * A multipart/form-data body read as a stream by the handler (files never held whole): its
   * text fields' schema documents the body, and the handler validates the fields with it.
   */
  multipart?: { fields: ObjectSchema };
  /** Every status the endpoint answers on success, with its body (`z.null()` for none). */
  responses: Readonly<Record<number, AnySchema | RawResponse>>;
  /** The error codes its rules may answer, beyond those its access, schemas and every route may. */
  errors?: readonly ApiErrorCode[];
  /** The code of a body validation failure by its first field (e.g. `sort` → INVALID_SORT). */
  fieldErrorCodes?: Readonly<Record<string, ApiErrorCode>>;
  /** Issue messages are the error keys of platform §5 (`required`, `email`, …), one per field. */
  issueMessages?: 'errorKeys';
  /** A GET that changes state (token refresh): the same-origin guard treats it as a write. */
  stateChanging?: boolean;
  /** Not part of the API document (HTML pages, simulators' tester pages). */
  hide?: boolean;
}

export type Contract<R extends EndpointRoute = EndpointRoute, S extends ContractSpec = ContractSpec> = R &
  S & { readonly errorCodes: readonly ApiErrorCode[] };

/** Codes any route may answer: a fault, a database that is down, a host that names no site. */
const EVERY_ROUTE: readonly ApiErrorCode[] = ['INTERNAL_ERROR', 'DATABASE_UNAVAILABLE', 'UNKNOWN_SITE'];

function impliedCodes(spec: ContractSpec): ApiErrorCode[] {
  const codes: ApiErrorCode[] = [...EVERY_ROUTE];
  if (spec.params || spec.query || spec.body || spec.multipart) codes.push('VALIDATION_FAILED');
  if (spec.body || spec.multipart)
    codes.push('MALFORMED_BODY', 'INVALID_CHARACTERS', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  if (spec.access === 'login' || spec.access === 'chooseAssociation') codes.push('UNAUTHORIZED');
  if (spec.access === 'boardMember' || spec.access === 'private' || spec.access === 'staff')
    codes.push('UNAUTHORIZED', 'FORBIDDEN');
  if (spec.access === 'devTools') codes.push('NOT_FOUND');
  if (spec.multipart)
    codes.push('TOO_MANY_FILES', 'FILE_TOO_LARGE', 'FILES_TOO_LARGE_IN_TOTAL', 'UNSUPPORTED_FILE_TYPE');
  for (const code of Object.values(spec.fieldErrorCodes ?? {})) codes.push(code);
  return codes;
}

export function defineContract<const R extends EndpointRoute, const S extends ContractSpec>(
  route: R,
  spec: S,
): Contract<R, S> {
  const errorCodes = [...new Set([...impliedCodes(spec), ...(spec.errors ?? [])])];
  return { ...route, ...spec, errorCodes };
}

/** Every error status a contract may answer (each with the ApiError body). */
export function errorStatusesOf(contract: Contract): number[] {
  return [...new Set(contract.errorCodes.map(statusOfErrorCode))].sort((a, b) => a - b);
}

// Types the browser's fetcher and the server's handler read off a contract.
type Out<S> = S extends AnySchema ? z.output<S> : undefined;
type In<S> = S extends AnySchema ? z.input<S> : undefined;

export type ContractParams<C extends Contract> = Out<C['params']>;
export type ContractQuery<C extends Contract> = Out<C['query']>;
export type ContractBody<C extends Contract> = Out<C['body']>;

type SuccessStatus<C extends Contract> = Extract<keyof C['responses'], 200 | 201 | 202 | 204 | 304>;
/** What the handler answers on success (any of the declared 2xx bodies). */
export type ContractReply<C extends Contract> = {
  [K in SuccessStatus<C>]: C['responses'][K] extends AnySchema ? z.input<C['responses'][K]> : unknown;
}[SuccessStatus<C>];
/** What a client reads on success. */
export type ContractResult<C extends Contract> = {
  [K in SuccessStatus<C>]: C['responses'][K] extends AnySchema ? z.output<C['responses'][K]> : unknown;
}[SuccessStatus<C>];

/** What a client sends: the route's path parameters, query and body, each only when declared. */
export type ContractInput<C extends Contract> = (C['params'] extends AnySchema
  ? { params: In<C['params']> }
  : { params?: undefined }) &
  (C['query'] extends AnySchema ? { query?: In<C['query']> } : { query?: undefined }) &
  (C['body'] extends AnySchema ? { body: In<C['body']> } : { body?: undefined });

export type { HttpMethod };
