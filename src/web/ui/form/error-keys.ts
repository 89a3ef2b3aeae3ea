// A form field's error travels through react-hook-form as a string: an error key of
// platform §5 ("required", "email", "minLength", …), sometimes with the numbers its text
// needs ("minLength|min=8"). The shared rules name their keys themselves; an issue of a
// schema that names none (the server's request schemas) gets one here, so the browser checks
// with the very schemas the server uses and still speaks the spec's keys.

export interface ErrorKeyMessage {
  key: string;
  values: Record<string, string>;
}

/** "minLength" with { min: 8 } as "minLength|min=8". */
export function encodeErrorKey(key: string, values: Record<string, string | number> = {}): string {
  const pairs = Object.entries(values).map(([name, value]) => `${name}=${value}`);
  return pairs.length > 0 ? `${key}|${pairs.join('&')}` : key;
}

/** The key and values of an encoded message; a plain message is a key without values. */
export function decodeErrorKey(message: string): ErrorKeyMessage {
  const [key = '', encoded = ''] = message.split('|', 2);
  const values: Record<string, string> = {};
  for (const pair of encoded.split('&')) {
    const [name, value] = pair.split('=', 2);
    if (name && value !== undefined) values[name] = value;
  }
  return { key, values };
}

/** The part of a zod 4 issue the map reads (zod's own issue type is wider). */
export interface ZodIssueLike {
  code?: string;
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

const isEmpty = (input: unknown) =>
  input === undefined ||
  input === null ||
  input === false ||
  (typeof input === 'string' && input.trim() === '') ||
  (Array.isArray(input) && input.length === 0);

/**
 * A zod 4 error map (the `error` parse option) from an issue to an error key. Empty input is
 * "required" whatever the rule (an unticked must-tick box too); length limits carry their number.
 */
export function errorKeyOfIssue(issue: ZodIssueLike): string {
  if (isEmpty(issue.input)) return 'required';
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? encodeErrorKey('minLength', { min: Number(issue.minimum) })
        : 'required';
    case 'too_big':
      return issue.origin === 'string'
        ? encodeErrorKey('maxLength', { max: Number(issue.maximum) })
        : encodeErrorKey('max', { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'invalidInput';
    default:
      return 'invalidInput';
  }
}
