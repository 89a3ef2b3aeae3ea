import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What one page's HTML links: the entry script, its stylesheets and the chunks to preload. */
export interface PageAssets {
  script?: string;
  styles: string[];
  preloads: string[];
}

/** The built browser files, and which of them a page needs given the source modules it renders. */
export interface ClientAssets {
  forPage(modules: readonly (string | undefined)[]): PageAssets;
}

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const ENTRY = 'src/web/entry-client.tsx';
const NO_BUILD: ClientAssets = { forPage: () => ({ styles: [], preloads: [] }) };

// Reads Vite's manifest once at start-up. A page needs the entry, then the chunks of the
// modules it rendered (its template, its language) with what they import statically: those
// are preloaded and their CSS linked, so hydration never waits on a second round trip and
// never loads another template's code. The entry comes first in `preloads`: it is the largest
// chunk (docs/performance.md, stop 31). The page asks for them all after its first paint
// (start-scripts.ts). Without a build (unit tests) pages have no assets.
export function loadClientAssets(clientDistDir: string | undefined): ClientAssets {
  const manifestPath = clientDistDir ? path.join(clientDistDir, '.vite', 'manifest.json') : undefined;
  if (!manifestPath || !existsSync(manifestPath)) return NO_BUILD;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${ENTRY}; run npm run build`);

  const collect = (roots: ManifestChunk[]): PageAssets => {
    const styles = new Set<string>();
    const preloads = new Set<string>();
    const seen = new Set<ManifestChunk>();
    const visit = (chunk: ManifestChunk) => {
      if (seen.has(chunk)) return;
      seen.add(chunk);
      preloads.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const name of chunk.imports ?? []) {
        const imported = manifest[name];
        if (imported) visit(imported);
      }
    };
    for (const root of roots) visit(root);
    return { script: `/${entry.file}`, styles: [...styles], preloads: [...preloads] };
  };

  const cache = new Map<string, PageAssets>();
  return {
    forPage(modules) {
      const key = modules.join('|');
      let assets = cache.get(key);
      if (!assets) {
        const chunks = modules.flatMap((name) => (name && manifest[name] ? [manifest[name]] : []));
        assets = collect([entry, ...chunks]);
        cache.set(key, assets);
      }
      return assets;
    },
  };
}
