// A TCP relay in the root network namespace: listens on the host side of one host's link (its
// veth address) and passes each connection on to a server of this machine that listens on
// loopback only (PostgreSQL, Redis, the provider emulator). The host's traffic then crosses its
// own link, so cutting that link cuts the host off from them, and nothing is reconfigured.
import net from 'node:net';

/**
 * Starts one listener on `address` per target ({host, port}: a loopback server), on the target's
 * port, passing each connection to it. Resolves { close() } once every listener is bound.
 */
export async function startRelay(address, targets) {
  const servers = [];
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  for (const { host, port } of targets) {
    const server = net.createServer((inbound) => {
      const outbound = net.connect({ host, port });
      track(inbound);
      track(outbound);
      // Either side ending or failing ends the other: the client sees what a direct connection
      // to the server would show.
      const end = () => {
        inbound.destroy();
        outbound.destroy();
      };
      inbound.on('error', end).on('close', end);
      outbound.on('error', end).on('close', end);
      inbound.setNoDelay(true);
      outbound.setNoDelay(true);
      inbound.pipe(outbound);
      outbound.pipe(inbound);
    });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, address, () => {
        server.off('error', reject);
        resolve();
      });
    });
    servers.push(server);
  }
  return {
    close: () =>
      Promise.all(
        servers.map((server) => {
          for (const socket of sockets) socket.destroy();
          return new Promise((resolve) => server.close(() => resolve()));
        }),
      ),
  };
}

/** A URL's server as a relay target: its host and port (or the scheme's usual port). */
export function targetOf(url, usualPort) {
  const u = new URL(url);
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port || usualPort) };
}

/** The same URL with its host replaced by a relay's address (the port stays). */
export function through(url, address) {
  const u = new URL(url);
  u.hostname = address;
  return u.toString();
}
