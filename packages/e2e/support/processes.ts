import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

// Fault tests need API processes they can kill: the one-process server (packages/server/dist,
// built by scripts/build.mjs) started by the test itself, and a loopback proxy in front of one
// or two of them that can cut the live events streams and fail over when a process is gone.

const root = path.resolve(__dirname, '../../..');
const MAIN = path.join(root, 'packages/server/dist/main.js');

export interface ServerOptions {
  port: number;
  /** The address the browser uses (the proxy's, when there is one). */
  publicUrl: string;
  dataDir?: string;
  databaseUrl?: string;
  /** More environment (the provider a run uses, say). */
  env?: NodeJS.ProcessEnv;
}

export interface RunningServer {
  readonly options: ServerOptions & { dataDir: string };
  readonly url: string;
  /** SIGKILL: no shutdown hook runs, as when the machine or the process dies. */
  kill(): Promise<void>;
  /** A clean stop (SIGTERM), for the end of the test. */
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/v1/backendversion/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} did not start in 180 s:\n${output()}`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the one-process server and waits until it answers. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-faults-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: options.publicUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, [MAIN], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  await waitUntilUp(url, child, () => output);
  return {
    options: { ...options, dataDir },
    url,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** Which backend a request goes to first; the others are tried in turn when it is down. */
export type Route = (req: http.IncomingMessage, backends: readonly number[]) => number[];

export interface Proxy {
  readonly url: string;
  /** The backend port each live events stream was opened on, in order. */
  readonly streams: Array<{ port: number; lastEventId: string | undefined }>;
  /** Ends every open events stream and refuses new ones until `resume()`. */
  cutStreams(): void;
  resume(): void;
  close(): Promise<void>;
}

const isEvents = (req: http.IncomingMessage) => (req.url ?? '').startsWith('/api/v1/events');

/**
 * A loopback reverse proxy. A request goes to the backends `route` names, in order; one that
 * refuses the connection is skipped (a dead process). With none left, the browser's connection
 * is dropped without an answer, as when it reaches a dead server itself.
 */
export async function startProxy(port: number, backends: readonly number[], route: Route): Promise<Proxy> {
  const open = new Set<http.ServerResponse>();
  const streams: Proxy['streams'] = [];
  let cut = false;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (cut && isEvents(req)) {
        res.socket?.destroy();
        return;
      }
      const body = Buffer.concat(chunks);
      const order = route(req, backends);
      const attempt = (i: number) => {
        if (i >= order.length) {
          res.socket?.destroy();
          return;
        }
        const upstream = http.request(
          { host: '127.0.0.1', port: order[i], method: req.method, path: req.url, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            if (isEvents(req) && answer.statusCode === 200) {
              streams.push({ port: order[i], lastEventId: req.headers['last-event-id'] as string | undefined });
              open.add(res);
              res.on('close', () => open.delete(res));
            }
            answer.pipe(res);
            // The backend died mid-answer: the browser's connection breaks too.
            answer.on('error', () => res.socket?.destroy());
            answer.on('aborted', () => res.socket?.destroy());
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (!res.headersSent && error.code === 'ECONNREFUSED') attempt(i + 1);
          else res.socket?.destroy();
        });
        res.on('close', () => upstream.destroy());
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    streams,
    cutStreams() {
      cut = true;
      for (const res of open) res.socket?.destroy();
    },
    resume() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.socket?.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
