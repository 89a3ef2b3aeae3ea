import latinExtFont from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import latinFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import type { OfflineStyleAssets } from './base-map-style';
import baseMapData from './data/nordic-base-map.json?url';

// The offline map's files, emitted by Vite as assets of our own origin (hashed, cached, sent
// compressed) and fetched only when a map opens. MapLibre wants absolute URLs.

export function offlineStyleAssets(): OfflineStyleAssets {
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  return {
    dataUrl: absolute(baseMapData),
    fontUrls: { latin: absolute(latinFont), latinExt: absolute(latinExtFont) },
  };
}
