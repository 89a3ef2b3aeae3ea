// The built server (HEMVIST_SERVER_ENTRY, a dist*/server/main.js) run in this very process, as
// `node main.js` would run it, with one line added at the end: how the process ended. The
// rolling-restart test reads it to tell a clean SIGTERM shutdown (exit 0) from the shutdown
// timeout's exit 1. A SIGKILL'd process writes nothing. Written with writeSync: the process is
// leaving, and a pipe written asynchronously might not be flushed.
import { writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const entry = process.env.HEMVIST_SERVER_ENTRY;
if (!entry) {
  console.error('HEMVIST_SERVER_ENTRY must name the built server (dist*/server/main.js)');
  process.exit(2);
}
process.on('exit', (code) => {
  writeSync(1, `${JSON.stringify({ level: 30, msg: 'process exit', exitCode: code, pid: process.pid })}\n`);
});
await import(pathToFileURL(entry).href);
