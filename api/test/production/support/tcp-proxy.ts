import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections currently piped through. */
  open(): number;
  /** The database "goes away": stop listening (new connections are refused) and reset every open one. */
  cut(): Promise<void>;
  /** The database "comes back" on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy to host:port that a test can cut and restore, standing in for a
 * database server that stops and restarts (the shared MariaDB cannot be stopped).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  const onConnection = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  };

  let server = net.createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  let listening = true;

  const stop = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((r) => server.close(() => r()));
    for (const s of sockets) s.resetAndDestroy();
    await closed;
  };

  return {
    port,
    open: () => sockets.size / 2,
    cut: stop,
    async restore() {
      if (listening) return;
      server = net.createServer(onConnection);
      await listen(port);
      listening = true;
    },
    close: stop,
  };
}
