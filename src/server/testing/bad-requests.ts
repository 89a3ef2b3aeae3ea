import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { SITES } from '../../shared/sites/sites';

// Arbitraries for requests a careless or hostile client sends: values of the wrong type and
// size, strings PostgreSQL cannot store, odd headers. Derived from a route's declared JSON
// schema where it has one, so most requests get past the first field and reach deeper code.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
};

const LONE_SURROGATE = 'a\uD800b';
/** The Swedish site's id: bodies name a site, and an unknown one stops a request early. */
const siteId = SITES.se.siteId;
const NUL = 'a\u0000b';

/** Values that have broken servers: wrong types, extremes, unstorable text. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  // The small values that most often slip past a schema into SQL or a parser.
  { weight: 3, arbitrary: fc.constantFrom<unknown>([], '', NUL, LONE_SURROGATE, 3_000_000_000, 'x', null) },
  fc.constantFrom<unknown>(
    '',
    'x',
    ' ',
    NUL,
    LONE_SURROGATE,
    '\uDFFF',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-000000000000',
    '1970-13-45',
    '9999-12-31T23:59:59Z',
    'NaN',
    '-1',
    '1e400',
    0,
    -1,
    1.5,
    3_000_000_000,
    -3_000_000_000,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    true,
    false,
    null,
    [],
    {},
    [null],
    [''],
    { '': '' },
    { __proto__: { polluted: true } },
    'x'.repeat(70_000),
  ),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.string({ maxLength: 8, unit: 'binary' }), fc.integer()), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

function typesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  const alternatives = schema.anyOf ?? schema.oneOf;
  return alternatives ? alternatives.flatMap(typesOf) : [];
}

/** Strings that pass the usual checks of a field with this name. */
function plausibleString(key: string, schema: JsonSchema): string {
  if (schema.format === 'uuid' || /siteId$/i.test(key)) return siteId;
  if (schema.format === 'email' || /email/i.test(key)) return 'someone@example.se';
  if (/date/i.test(key)) return '1980-01-01';
  if (/url|path/i.test(key)) return '/';
  return 'bostad';
}

/** A plausible value for a schema: enough to reach past the first checks. */
function plausible(schema: JsonSchema | undefined, depth = 0, key = ''): unknown {
  if (!schema || depth > 4) return 'bostad';
  if (schema.enum?.length) return schema.enum[0];
  const [type] = typesOf(schema);
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = plausible(property, depth + 1, key);
      }
      return value;
    }
    case 'array':
      return [plausible(schema.items, depth + 1, key)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return plausibleString(key, schema);
  }
}

/** Paths to every leaf of a plausible value, so a mutation can reach nested fields. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return [prefix];
    return [prefix, ...entries.flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]))];
  }
  if (Array.isArray(value) && value.length > 0) return [prefix, ...leafPaths(value[0], [...prefix, '0'])];
  return [prefix];
}

function setAt(root: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  if (!root || typeof root !== 'object') return root;
  const copy: unknown = structuredClone(root);
  let cursor = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = cursor[key];
    // An earlier change replaced a parent with a plain value: nothing left to reach.
    if (!next || typeof next !== 'object') return copy;
    cursor = next as Record<string, unknown>;
  }
  const last = path.at(-1) as string;
  if (replacement === undefined) delete cursor[last];
  else cursor[last] = replacement;
  return copy;
}

/** A body beside the declared schema: one to three fields spoiled, dropped or added; or anything. */
export function badBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const base = plausible(schema);
  const paths = leafPaths(base);
  const spoiled = fc
    .array(
      fc.tuple(
        fc.constantFrom(...paths),
        fc.oneof({ weight: 4, arbitrary: badValue }, { weight: 1, arbitrary: fc.constant(undefined) }),
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((changes) => changes.reduce((body, [path, value]) => setAt(body, path, value), base));
  const extraKey = fc
    .tuple(fc.string({ maxLength: 12 }), badValue)
    .map(([key, value]) => (base && typeof base === 'object' ? { ...base, [key]: value } : { [key]: value }));
  return fc.oneof(
    { weight: 6, arbitrary: spoiled },
    { weight: 1, arbitrary: extraKey },
    { weight: 1, arbitrary: badValue },
    { weight: 1, arbitrary: fc.constant(base) },
  );
}

const badSegment = fc.oneof(
  fc.constantFrom(
    'x',
    '0',
    '-1',
    '99999999999999999999',
    '%00',
    '%2F',
    '%ZZ',
    '..',
    '%E2%28%A1',
    '%ED%A0%80',
    encodeURIComponent('ä ö'),
    'a'.repeat(3000),
    '6f1c2a8e-2b7e-4d52-9d8e-3c2f4a1b0e9d',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

/** The route's path with every parameter (`:id`, `*`) replaced by something odd. */
export function badPath(url: string): fc.Arbitrary<string> {
  const parts = url.split('/');
  const dynamic = parts.some((part) => part.startsWith(':') || part === '*');
  if (!dynamic) return fc.constant(url);
  return fc.array(badSegment, { minLength: parts.length, maxLength: parts.length }).chain((values) =>
    url === '/*'
      ? fc.oneof(
          fc.constant(`/${values[1]}`),
          fc.constantFrom('//', '///x', '/%', '/a//b/', '/sok-bostad//', '/%00/', '/./', '/en/..'),
          // A request target always starts with a slash (an empty one never reaches the app).
          fc.webPath().map((path) => (path.startsWith('/') ? path : `/${path}`)),
        )
      : fc.constant(
          parts.map((part, index) => (part.startsWith(':') || part === '*' ? values[index] : part)).join('/'),
        ),
  );
}

const queryValue = fc.oneof(
  badSegment,
  fc.constantFrom('', '1', 'true', '%00', 'a&b', '[]'),
  fc.string({ maxLength: 10 }).map(encodeURIComponent),
);

/** A query string from the declared keys and some strangers, with odd values. */
export function badQuery(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const key = fc.oneof(
    ...(keys.length ? [fc.constantFrom(...keys)] : []),
    fc.constantFrom('q', 'limit', 'offset', 'siteId', 'returnUrl', 'id', '__proto__'),
  );
  return fc
    .array(fc.tuple(key, queryValue), { maxLength: 4 })
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));
}

/** Headers a client controls: host, forwarded headers, content types, auth. */
export function badHeaders(validToken: string): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      // Mostly a served host, so most requests reach the handlers behind the site check.
      host: fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom('localhost', 'no.localhost', 'fi.localhost', 'senior.localhost'),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'localhost:abc',
            'localhost:99999999',
            'no.localhost:-1',
            '[::1',
            '[::1]:80',
            'www.hemvist.se',
            'a'.repeat(300),
            'evil.example',
            'fi.localhost:3000',
          ),
        },
      ),
      'x-forwarded-host': fc.constantFrom('localhost', 'localhost:abc', 'attacker.example', ':::', ''),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1', ''),
      'x-forwarded-proto': fc.constantFrom('https', 'gopher', ''),
      authorization: fc.oneof(
        { weight: 3, arbitrary: fc.constant(`Bearer ${validToken}`) },
        { weight: 1, arbitrary: fc.constantFrom('Bearer ', 'Bearer x.y.z', 'Basic abc', 'Bearer null') },
      ),
      cookie: fc.constantFrom(`jwtToken=${validToken}`, 'jwtToken=%', 'a=b; =c', 'user-location=%7B'),
      'accept-language': fc.constantFrom('fi', '*', 'x'.repeat(200)),
      'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
    },
    { requiredKeys: ['host'] },
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
];

export interface BadRequestOptions {
  method: string;
  url: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  validToken: string;
}

/** Whole requests for one route, ready for app.inject. */
export function badRequest(options: BadRequestOptions): fc.Arbitrary<InjectOptions> {
  const hasBody = options.method !== 'GET' && options.method !== 'HEAD';
  return fc
    .record({
      path: badPath(options.url),
      query: badQuery(options.querystring),
      headers: badHeaders(options.validToken),
      body: hasBody ? badBody(options.body) : fc.constant(undefined),
      contentType: fc.oneof(
        { weight: 5, arbitrary: fc.constant('application/json') },
        { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
      rawBody: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('{', '', 'null', '"x"', '{"a":', '[1,2', '\u0000') },
      ),
    })
    .map(({ path, query, headers, body, contentType, rawBody }) => {
      const request: InjectOptions = {
        method: options.method as InjectOptions['method'],
        url: query ? `${path}?${query}` : path,
        headers: { ...headers },
      };
      if (hasBody) {
        request.headers = { ...request.headers, 'content-type': contentType };
        request.payload = rawBody ?? (body === undefined ? '' : JSON.stringify(body));
      }
      return request;
    });
}
