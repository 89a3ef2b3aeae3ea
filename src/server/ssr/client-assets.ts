import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ClientAssets {
  script?: string;
  styles: string[];
  preloads: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const ENTRY = 'src/web/entry-client.tsx';

// Reads Vite's manifest once at start-up: which hashed files the browser needs.
// Without a build (unit tests) pages render without scripts and styles.
export function loadClientAssets(clientDistDir: string | undefined): ClientAssets {
  const manifestPath = clientDistDir ? path.join(clientDistDir, '.vite', 'manifest.json') : undefined;
  if (!manifestPath || !existsSync(manifestPath)) return { styles: [], preloads: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${ENTRY}; run npm run build`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunk: ManifestChunk, seen: Set<ManifestChunk>) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const name of chunk.imports ?? []) {
      const imported = manifest[name];
      if (!imported) continue;
      preloads.add(`/${imported.file}`);
      visit(imported, seen);
    }
  };
  visit(entry, new Set());
  return { script: `/${entry.file}`, styles: [...styles], preloads: [...preloads] };
}
