// The reference of the page benchmark: a bare Fastify hello-world, in a process of its own as
// the portal is, so that it does not share a thread with the load generator
// (bench/pages-bench.ts). Prints its port once it listens.
import Fastify from 'fastify';

const hello = Fastify();
hello.get('/', async () => 'hello');
await hello.listen({ port: 0, host: '127.0.0.1' });
const address = hello.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
