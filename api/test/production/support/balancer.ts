import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = 'round-robin' | number;

export interface Balancer {
  url: string;
  /** Where the next requests go: alternate between backends, or always to backend i. */
  route(to: Route): void;
  /** Requests each backend has served. */
  served: number[];
  setBackends(urls: string[]): void;
  close(): Promise<void>;
}

/**
 * A loopback reverse proxy in front of several API processes, like the deployment's Caddy:
 * no sticky sessions, X-Forwarded-For/Proto added. Started before the backends so they can
 * be given its address as PUBLIC_URL.
 */
export async function startBalancer(): Promise<Balancer> {
  let backends: URL[] = [];
  let route: Route = 'round-robin';
  let next = 0;
  const served: number[] = [];

  const server = http.createServer((req, res) => {
    const i = route === 'round-robin' ? next++ % backends.length : route;
    const target = backends[i]!;
    served[i] = (served[i] ?? 0) + 1;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1', 'x-forwarded-proto': 'http' },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.rawHeaders);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'backend unreachable' }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    route: (to) => {
      route = to;
    },
    served,
    setBackends: (urls) => {
      backends = urls.map((u) => new URL(u));
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
