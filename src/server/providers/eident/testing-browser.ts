import { request } from 'node:http';

// A tiny cookie-keeping HTTP client for tests: talks to 127.0.0.1 with the Host header of a
// site (Node cannot resolve *.localhost) and follows nothing by itself, so a test sees each
// redirect of the OpenID Connect flow.

export interface HostResponse {
  status: number;
  location?: string;
  text: string;
  json<T = unknown>(): T;
}

export class HostBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly port: number,
    private readonly host: string,
  ) {}

  get origin(): string {
    return `http://${this.host}:${this.port}`;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sets (or, with null, drops) a cookie as if the site had: a login token signed by the test. */
  setCookie(name: string, value: string | null): void {
    if (value === null) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  async get(target: string): Promise<HostResponse> {
    return this.send('GET', target);
  }

  async postJson(target: string, body: unknown): Promise<HostResponse> {
    return this.send('POST', target, JSON.stringify(body), 'application/json');
  }

  async postForm(target: string, fields: Record<string, string>): Promise<HostResponse> {
    return this.send(
      'POST',
      target,
      new URLSearchParams(fields).toString(),
      'application/x-www-form-urlencoded',
    );
  }

  private send(method: string, target: string, body?: string, contentType?: string): Promise<HostResponse> {
    const url = new URL(target, this.origin);
    if (url.host !== `${this.host}:${this.port}`)
      throw new Error(`Refusing to leave ${this.host}: ${url.host}`);
    // It never leaves its host, so every request comes from one of that host's pages.
    const headers: Record<string, string> = { host: url.host, 'sec-fetch-site': 'same-origin' };
    if (contentType) headers['content-type'] = contentType;
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port: this.port, method, path: `${url.pathname}${url.search}`, headers },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) this.remember(line);
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location,
              text,
              json: <T>() => JSON.parse(text) as T,
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  private remember(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', attributeValue = ''] = attribute.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
      if (key.toLowerCase() === 'expires') return new Date(attributeValue).getTime() <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
