import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP port in front of a real server (PostgreSQL, s3rver, Redis) that a test opens and closes, to
 * play an outage: closed, nothing listens (connections are refused, ECONNREFUSED) and the connections
 * it carried are cut; open, it forwards to the server. The port stays the same throughout, so the app
 * keeps the one address it was configured with.
 */
export async function tcpGate(target: { host?: string; port: number }, options: { open?: boolean } = {}) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  async function open(): Promise<void> {
    if (server) return;
    const listening = createServer((incoming) => {
      const outgoing = connect(target.port, target.host ?? '127.0.0.1');
      track(incoming);
      track(outgoing);
      incoming.pipe(outgoing).pipe(incoming);
      incoming.on('error', () => outgoing.destroy());
      outgoing.on('error', () => incoming.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    server = listening;
  }

  async function close(): Promise<void> {
    const listening = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  }

  if (options.open) await open();
  return { port, host: '127.0.0.1', url: `http://127.0.0.1:${port}`, open, close };
}
export type TcpGate = Awaited<ReturnType<typeof tcpGate>>;

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
