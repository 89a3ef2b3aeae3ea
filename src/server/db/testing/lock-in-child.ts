import { DataDirLockedError, lockDataDir } from '../data-dir-lock';

// A process of its own for data-dir-lock.test.ts: `<dir> [startAt]` waits until the wall-clock
// time startAt (ms), so that several children try at once, then takes the lock of <dir>. It
// prints `locked` and holds the lock until its stdin closes, or prints the refusal and exits 1.

const [dir = '', startAt = '0'] = process.argv.slice(2);
while (Date.now() < Number(startAt)) {
  // Busy wait: a timer's delay would spread the children out again.
}
try {
  const lock = lockDataDir(dir);
  process.stdout.write('locked\n');
  process.stdin.resume();
  process.stdin.on('end', () => {
    lock.release();
    process.exit(0);
  });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
