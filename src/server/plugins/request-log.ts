import type { FastifyRequest } from 'fastify';

// Request URLs are logged, and some carry secrets in their query: the e-ident brokers return
// the authorization code (and the state that redeems it) to /eident-return/, and mailed
// links carry one-time tokens. The request serializer masks such parameters wherever they
// appear, so none reaches the logs while it is usable.

const SECRET_PARAMS = new Set(['code', 'state', 'token', 'id_token', 'access_token']);

export function maskSecretQueryParams(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let masked = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      params.set(name, '***');
      masked = true;
    }
  }
  return masked ? `${url.slice(0, queryStart)}?${params}` : url;
}

/** Fastify's default request serializer, with the URL masked. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskSecretQueryParams(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
