// `npm run cluster`: the portal as it runs on many machines, on this one (issue 34 item 4).
// Three instances of the production build on the PostgreSQL server (DATABASE_URL, default the
// local one; its own database hemvist_cluster), files in s3rver, mail to an SMTP catcher that
// writes var/cluster/mail/*.eml, HAProxy in front on CLUSTER_PORT (8080) with its stats page.
// Ctrl-C stops everything.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOrCreateSecretFile } from '../../src/server/config/secret-file.mjs';
import { buildIfChanged } from '../build-if-changed.mjs';
import { databaseOnServer, startCluster } from './start-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.CLUSTER_PORT || 8080);
const serverUrl = process.env.DATABASE_URL || 'postgres://127.0.0.1:5432/postgres';

const serverEntry = buildIfChanged(root);
const databaseUrl = await databaseOnServer(serverUrl, process.env.CLUSTER_DATABASE || 'hemvist_cluster');
const cluster = await startCluster({
  port,
  statsPort: port + 1,
  instances: Number(process.env.CLUSTER_INSTANCES || 3),
  basePort: port + 100,
  metricsBasePort: 9464,
  serverEntry,
  databaseUrl,
  folder: path.join(root, 'var', 'cluster'),
  env: { JWT_SECRET: process.env.JWT_SECRET || readOrCreateSecretFile(path.join(root, 'var', 'jwt-secret')) },
  log: (name, line) => {
    // The instances log JSON; a line a person reads is enough here.
    try {
      const entry = JSON.parse(line);
      if (entry.level >= 40 || /ready|shutting|refus/i.test(entry.msg ?? ''))
        console.log(`[${name}] ${entry.msg}`);
    } catch {
      if (line.trim()) console.log(`[${name}] ${line}`);
    }
  },
});

console.log(`
Hemvist cluster: ${cluster.instances.length} instances behind HAProxy
  sites:    ${cluster.url} (and no.localhost, fi.localhost, … on the same port)
  balancer: ${cluster.statsUrl}
  instances: ${cluster.instances.map((node) => `${node.name} :${node.port}`).join(', ')}; /metrics on :9464 upwards
  database: ${databaseUrl.replace(/\/\/[^@]*@/, '//')}
  files:    s3rver (${cluster.s3Url})
  mail:     ${cluster.mailFolder}
Ctrl-C stops it.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster …');
    await cluster.close();
    process.exit(0);
  });
