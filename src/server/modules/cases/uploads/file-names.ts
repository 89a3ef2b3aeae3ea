/**
 * A file name safe to store, show and send back in Content-Disposition: the last path segment,
 * without control characters or characters that mean something in a path or header, at most
 * 120 characters; "file" when nothing is left.
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
  return cleaned.slice(-120) || 'file';
}

/** Content-Disposition for a download: an ASCII fallback and the exact name (RFC 6266, 8187). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
