// Plain cookies read and written in the browser (platform §9: Secure except on local hosts,
// SameSite lax, path root). On the server there is no document: reads give null, writes do nothing.

const DAY_SECONDS = 24 * 60 * 60;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Writes a cookie for `days` days; null deletes it. Local hosts are plain http, so Secure follows the protocol. */
export function writeCookie(name: string, value: string | null, days = 30): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = value === null ? 0 : days * DAY_SECONDS;
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookies are plain cookies; the Cookie Store API is not in every browser
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
