import net from 'node:net';

// A TCP proxy between the app and its database server, for fault tests. It forwards bytes
// until told to fail the way a network or data centre does:
// - cut():   every open connection is destroyed and the port refuses new ones (ECONNREFUSED);
// - reset(): new connections are accepted and dropped at once (ECONNRESET / terminated);
// - stall(): nothing moves in either direction, connections stay open (a hung host);
// - restore(): back to forwarding; stalled bytes are delivered in order.

type Mode = 'forward' | 'cut' | 'reset' | 'stall';

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  /** Bytes that arrived while stalled, with the socket they are for. */
  held: [net.Socket, Buffer][];
}

export class TcpProxy {
  private server: net.Server | undefined;
  private mode: Mode = 'forward';
  private readonly pairs = new Set<Pair>();
  private listenPort = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(targetHost, targetPort);
    await proxy.listen();
    return proxy;
  }

  get port(): number {
    return this.listenPort;
  }

  /** The connection URL of `url` with host and port replaced by the proxy's. */
  route(url: string): string {
    const routed = new URL(url);
    routed.hostname = '127.0.0.1';
    routed.port = String(this.listenPort);
    return routed.toString();
  }

  async cut(): Promise<void> {
    this.mode = 'cut';
    for (const pair of this.pairs) this.drop(pair);
    await this.closeListener();
  }

  reset(): void {
    this.mode = 'reset';
    for (const pair of this.pairs) this.drop(pair);
  }

  stall(): void {
    this.mode = 'stall';
  }

  async restore(): Promise<void> {
    const wasCut = this.mode === 'cut';
    this.mode = 'forward';
    for (const pair of this.pairs) {
      for (const [socket, chunk] of pair.held.splice(0)) socket.write(chunk);
    }
    if (wasCut) await this.listen();
  }

  async close(): Promise<void> {
    this.mode = 'cut';
    for (const pair of this.pairs) this.drop(pair);
    await this.closeListener();
  }

  private listen(): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      // After a cut the same port again, so the app's connection URL still points here.
      server.listen(this.listenPort, '127.0.0.1', () => {
        const address = server.address();
        if (address && typeof address === 'object') this.listenPort = address.port;
        resolve();
      });
    });
  }

  private closeListener(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  private accept(client: net.Socket): void {
    if (this.mode === 'reset' || this.mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(this.targetPort, this.targetHost);
    const pair: Pair = { client, upstream, held: [] };
    this.pairs.add(pair);
    const relay = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk: Buffer) => {
        if (this.mode === 'stall') pair.held.push([to, chunk]);
        else to.write(chunk);
      });
    };
    relay(client, upstream);
    relay(upstream, client);
    const end = () => this.drop(pair);
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  }

  private drop(pair: Pair): void {
    if (!this.pairs.delete(pair)) return;
    pair.client.resetAndDestroy();
    pair.upstream.destroy();
  }
}
