import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from './config';
import { createApp, type App } from './app';
import { createLogger, type Logger } from './logger';
import { expressPrototypes } from './http/express-prototypes';

export interface RunningServer {
  url: string;
  config: Config;
  app: App;
  server: http.Server;
  logger: Logger;
  /** Stops accepting connections, lets in-flight requests finish (up to the grace period), then closes the database. */
  close(): Promise<void>;
}

function listen(server: http.Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Starts the HTTP server on the configured port (0 picks a free one, and the public URL
 * follows it unless PUBLIC_URL is set), then builds the app on it.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  let config = loadConfig(env);
  const logger = createLogger(config.logLevel);
  // Until the app is built (migrations, sign-in), connections get a quick 503, not a hang.
  const starting: http.RequestListener = (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' });
    res.end(JSON.stringify({ message: 'The server is starting; try again in a moment' }));
  };
  const prototypes = expressPrototypes();
  const server = http.createServer(prototypes.serverOptions, starting);
  // Slow clients cannot hold a connection forever.
  server.requestTimeout = 120_000;
  server.headersTimeout = 30_000;
  await listen(server, config.port, config.host);
  const port = (server.address() as AddressInfo).port;
  if (config.port === 0) {
    const publicUrl = env.PUBLIC_URL ? config.publicUrl : `http://127.0.0.1:${port}`;
    config = { ...config, port, publicUrl, allowedOrigins: [publicUrl, ...config.allowedOrigins.slice(1)] };
  }

  let app: App;
  try {
    app = await createApp(config, logger);
  } catch (err) {
    server.close();
    throw err;
  }
  prototypes.adopt(app.app);
  server.off('request', starting);
  server.on('request', app.app);

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
      await drained;
      clearTimeout(timer);
      await app.close();
    })());

  return { url: config.publicUrl, config, app, server, logger, close };
}
