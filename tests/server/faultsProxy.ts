/**
 * A TCP proxy in front of the shared PostgreSQL, so a test can take "the database" away from
 * one server without touching the cluster other tests use: cut() closes every connection and
 * refuses new ones (a crashed or restarting PostgreSQL), restore() lets them through again.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface DbProxy {
  /** postgres://... through the proxy, same user and database as `target`. */
  url: string;
  /** Local ports of the proxy's connections to PostgreSQL: pg_stat_activity.client_port of our server's backends. */
  upstreamPorts(): number[];
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export const startDbProxy = async (target: string): Promise<DbProxy> => {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const ports = new Set<number>();
  let port = 0;
  const onClient = (client: Socket): void => {
    const server = connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(client);
    sockets.add(server);
    server.on('connect', () => ports.add(server.localPort ?? 0));
    const end = (): void => {
      ports.delete(server.localPort ?? 0);
      client.destroy();
      server.destroy();
      sockets.delete(client);
      sockets.delete(server);
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
    client.pipe(server).pipe(client);
  };
  let listener: Server = createServer(onClient);
  const listen = (): Promise<void> =>
    new Promise((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        port = (listener.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await new Promise<void>((resolve) => {
      listener.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  };
  return {
    url: url.toString(),
    upstreamPorts: () => [...ports],
    cut: stop,
    restore: async () => {
      listener = createServer(onClient);
      await listen();
    },
    close: stop,
  };
};
