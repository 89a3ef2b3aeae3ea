/** The most characters (code points) of a sent file name that are kept: its end, with the extension. */
export const FILE_NAME_MAX_CHARACTERS = 120;
/** The extension the content decides ('.docx' is the longest) may replace or follow the kept name. */
const EXTENSION_ROOM = '.docx'.length;
/** A percent-encoded character of a URL is at most 12 long: four UTF-8 bytes, %XX each. */
const MAX_ENCODED_CHARACTER = 12;

/**
 * The longest a stored file name can be as a URL path segment. The router's limit on a route
 * parameter (app.ts) is this, so every file downloads by the URL its errand lists.
 */
export const FILE_NAME_MAX_URL_LENGTH = (FILE_NAME_MAX_CHARACTERS + EXTENSION_ROOM) * MAX_ENCODED_CHARACTER;

/**
 * A file name safe to store, show and send back in Content-Disposition: the last path segment,
 * without control characters or characters that mean something in a path or header, at most
 * FILE_NAME_MAX_CHARACTERS characters (whole ones: an emoji is never cut in half); "file" when
 * nothing is left.
 */
export function safeFileName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...last.normalize('NFC')]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(/["<>:|?*%;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return [...cleaned].slice(-FILE_NAME_MAX_CHARACTERS).join('') || 'file';
}

const percentEncoded = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;

/** RFC 8187 ext-value: UTF-8, every byte that is not an attr-char as %XX (RFC 5987 §3.2.1). */
function extValue(value: string): string {
  // encodeURIComponent leaves ' ( ) * as they are; attr-char has none of them.
  return `UTF-8''${encodeURIComponent(value).replace(/['()*]/g, percentEncoded)}`;
}

/**
 * The name in printable ASCII for clients that read only filename: å → a, what has no such letter
 * → _, and no quote, backslash or % (which some clients would decode: RFC 6266 appendix D).
 */
function asciiFallback(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/gu, '_')
    .replace(/["\\%]/g, '_');
}

/** Content-Disposition for a download: an ASCII fallback and the exact name (RFC 6266 §4.3, 8187). */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=${extValue(fileName)}`;
}
