// The balancer's configuration: one front port for every site (the Host header picks the site,
// as with `npm start`), round robin over the instances, each checked on /healthz every second
// and taken out after two failures, so an instance that drains (answers 503) gets no new
// requests. The balancer names each request (X-Request-Id) unless the client's proxy did.

/**
 * @param {{ port: number, statsPort: number, instances: { name: string, port: number }[] }} options
 */
export function haproxyConfig({ port, statsPort, instances }) {
  const servers = instances
    .map(
      ({ name, port: instancePort }) =>
        `  server ${name} 127.0.0.1:${instancePort} check inter 1s fall 2 rise 2`,
    )
    .join('\n');
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout http-request 15s
  # A request that found its instance gone is sent to another, if it had not reached it yet.
  retries 2
  option redispatch

frontend sites
  bind 127.0.0.1:${port}
  unique-id-format %{+X}o\\ %ci%cp%fi%fp%Ts%rt%pid
  http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }
  default_backend portal

backend portal
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
${servers}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
  stats refresh 2s
`;
}
