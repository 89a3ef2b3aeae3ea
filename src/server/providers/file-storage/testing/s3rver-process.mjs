// s3rver in a process of its own, started by s3-test-server.ts with --openssl-legacy-provider:
// s3rver seals its ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps in its
// legacy provider, so without it a listing of more than one page fails. Arguments: the folder
// of its objects and the bucket to create. Prints {"port":…} when listening; stops when its
// parent closes stdin (or dies) or on SIGTERM.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

const stop = () => server.close().finally(() => process.exit(0));
process.stdin.on('end', stop).resume();
process.once('SIGTERM', stop);
