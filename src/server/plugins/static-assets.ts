import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';

// Built, content-hashed browser assets: cached for a year, served precompressed. Only mounted when a build
// exists (unit tests render pages without a client bundle).
export async function registerStaticAssets(app: FastifyInstance, config: AppConfig): Promise<void> {
  const dir = config.clientDistDir;
  if (!dir || !existsSync(path.join(dir, 'assets'))) return;
  await app.register(fastifyStatic, {
    root: path.join(dir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    wildcard: true,
    // build/precompress.ts wrote .br and .gz beside each text asset.
    preCompressed: true,
  });
}
