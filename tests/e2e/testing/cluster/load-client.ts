import { randomBytes } from 'node:crypto';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { performance } from 'node:perf_hooks';

// Plain HTTP as a virtual user sends it: to the balancer (or straight to one instance), with the
// site's Host, an Origin of that same site on state-changing requests, the user's own client
// address in X-Forwarded-For (the balancer appends its peer; the instances trust the balancer, so
// each user has rate limits of its own), and a bearer token once logged in. Every request is
// recorded: when it started and ended (ms since the load began), what it answered or how it failed.

export interface RequestRecord {
  vu: string;
  kind: string;
  method: string;
  path: string;
  /** The port the request went to: the balancer's, or an instance's when pinned. */
  port: number;
  start: number;
  end: number;
  status?: number;
  error?: string;
  /** What a 2xx answer wrote (ids), for the report. */
  wrote?: string;
  /** Closed without an answer on a kept-alive connection, and sent again (the next record). */
  retried?: boolean;
}

export class Recorder {
  readonly records: RequestRecord[] = [];
  readonly origin = performance.now();
  now(): number {
    return performance.now() - this.origin;
  }
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json(): unknown;
  text(): string;
  record: RequestRecord;
}

export class NetworkError extends Error {}

/** A request that answered 5xx or failed on the way: the flow it belongs to cannot go on. */
export class Failed extends Error {
  constructor(
    readonly kind: string,
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

export interface SendOptions {
  /** Defaults to the site host 'localhost'. */
  host?: string;
  json?: unknown;
  body?: Buffer | string;
  headers?: Record<string, string>;
  /** Straight to this instance port instead of the balancer. */
  port?: number;
  /** Counted under this name in the figures; defaults to the path's first segments. */
  kind?: string;
  timeoutMs?: number;
  /** Send the body in this many pieces spread over `overMs` (an upload on a slow line), on a connection of its own. */
  slowly?: { pieces: number; overMs: number };
}

let clientNumber = 0;

export class VirtualUser {
  readonly ip: string;
  token: string | undefined;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 4 });

  constructor(
    readonly name: string,
    private readonly recorder: Recorder,
    private readonly balancerPort: number,
  ) {
    clientNumber += 1;
    this.ip = `10.9.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`;
  }

  /** A fresh client address for one request (logins are limited per address as well as per account). */
  static freshIp(): string {
    const bytes = randomBytes(2);
    return `10.${100 + ((bytes[0] ?? 0) % 100)}.${bytes[1] ?? 0}.${1 + Math.floor(Math.random() * 250)}`;
  }

  async send(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const port = options.port ?? this.balancerPort;
    const site = `${options.host ?? 'localhost'}:${this.balancerPort}`;
    const headers: Record<string, string> = {
      host: site,
      'x-forwarded-for': this.ip,
      accept: 'application/json, text/html;q=0.9',
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
    };
    if (method !== 'GET' && method !== 'HEAD') headers.origin = `http://${site}`;
    let payload: Buffer | undefined;
    if (options.json !== undefined) {
      payload = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] = 'application/json';
    } else if (options.body !== undefined) {
      payload = Buffer.isBuffer(options.body) ? options.body : Buffer.from(options.body);
    }
    if (payload) headers['content-length'] = String(payload.length);
    Object.assign(headers, options.headers);
    const kind = options.kind ?? `${method} ${path.split('?')[0]?.split('/').slice(0, 3).join('/')}`;
    for (let attempt = 1; ; attempt += 1) {
      const record: RequestRecord = {
        vu: this.name,
        kind,
        method,
        path,
        port,
        start: this.recorder.now(),
        end: 0,
      };
      this.recorder.records.push(record);
      try {
        const answer = await this.exchange(
          record,
          { port, method, path, headers, payload, slowly: options.slowly },
          options.timeoutMs,
        );
        record.status = answer.status;
        return answer;
      } catch (error) {
        const { message, beforeAnswerOnReusedSocket } = error as Error & {
          beforeAnswerOnReusedSocket?: boolean;
        };
        record.error = message || String(error);
        // Node's own advice for keep-alive clients, and what browsers do: a kept-alive connection
        // the other side closed before any answer came (a race with its closing it) is retried once
        // on a new connection. HAProxy closes a client's connection without an answer exactly so,
        // when the server connection it sent the request on was gone.
        if (beforeAnswerOnReusedSocket && attempt === 1 && !options.slowly) {
          record.retried = true;
          continue;
        }
        throw new Failed(kind, undefined, `${method} ${path}: ${record.error}`);
      } finally {
        record.end = this.recorder.now();
      }
    }
  }

  private exchange(
    record: RequestRecord,
    target: {
      port: number;
      method: string;
      path: string;
      headers: Record<string, string>;
      payload?: Buffer;
      slowly?: { pieces: number; overMs: number };
    },
    timeoutMs = 30_000,
  ): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      let answered = false;
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: target.port,
          method: target.method,
          path: target.path,
          headers: target.headers,
          agent: target.slowly ? false : this.agent,
        },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('aborted', () => reject(new NetworkError('response aborted')));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
              json: () => JSON.parse(body.toString('utf8')),
              text: () => body.toString('utf8'),
              record,
            });
          });
        },
      );
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new NetworkError('timed out')));
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        const closed = error.code === 'ECONNRESET' || error.message === 'socket hang up';
        reject(
          Object.assign(error, { beforeAnswerOnReusedSocket: closed && !answered && outgoing.reusedSocket }),
        );
      });
      const { payload, slowly } = target;
      if (!slowly || !payload) {
        outgoing.end(payload);
        return;
      }
      const size = Math.ceil(payload.length / slowly.pieces);
      let sent = 0;
      const writeNext = () => {
        if (outgoing.destroyed) return;
        const piece = payload.subarray(sent, sent + size);
        sent += piece.length;
        if (sent >= payload.length) outgoing.end(piece);
        else {
          outgoing.write(piece);
          setTimeout(writeNext, slowly.overMs / slowly.pieces);
        }
      };
      writeNext();
    });
  }

  /** `send`, where a 5xx ends the flow (as a network error does). */
  async call(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const answer = await this.send(method, path, options);
    if (answer.status >= 500)
      throw new Failed(
        options.kind ?? path,
        answer.status,
        `${method} ${path}: ${answer.status} ${answer.text().slice(0, 200)}`,
      );
    return answer;
  }

  /** `call`, expecting a 2xx (or 3xx) answer; another 4xx is a refusal the flow cannot use. */
  async ok(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const answer = await this.call(method, path, options);
    if (answer.status >= 400)
      throw new Refused(answer.status, `${method} ${path}: ${answer.status} ${answer.text().slice(0, 300)}`);
    return answer;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A 4xx where the flow expected success: not a failure of the cluster, but counted and shown. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
