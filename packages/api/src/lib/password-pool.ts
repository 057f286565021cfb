import { Worker } from 'node:worker_threads';

// Password hashing on threads of its own. Node's async crypto.scrypt, and @node-rs/argon2's async
// hash/verify too (napi-rs's AsyncTask is napi_queue_async_work, i.e. libuv's pool), run on the
// process's 4 libuv threads, which also read the static files, resolve DNS and zip: a burst of
// sign-ins made index.html wait seconds (issue 24). Here each hash runs synchronously inside a
// worker thread, a thread of this pool only: at most `threads` hashes at once, at most `queue`
// waiting, and beyond that a refusal the route answers with 503 and Retry-After (never a pile-up).

/** The work a pool thread does: the primitives only; formats and policy stay in passwords.ts. */
export type PasswordJob =
  | { op: 'argon2-hash'; password: string; options: Argon2Options }
  | { op: 'argon2-verify'; encoded: string; password: string }
  | { op: 'scrypt'; password: string; salt: Uint8Array; keyLength: number; params: ScryptParams };

/** @node-rs/argon2's Options (its Algorithm is a const enum: 2 is Argon2id). */
export interface Argon2Options {
  algorithm: 2;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

type JobResult<J extends PasswordJob> = J['op'] extends 'argon2-hash'
  ? string
  : J['op'] extends 'argon2-verify'
    ? boolean
    : Uint8Array;

/** The pool's queue is full: the caller answers 503 with Retry-After. */
export class PasswordPoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('password hashing is busy');
    this.name = 'PasswordPoolBusyError';
  }
}

export interface PasswordPoolOptions {
  /** Hashes at once (one thread each). */
  threads: number;
  /** Hashes waiting for a thread at most; one more is refused. */
  queue: number;
}

// Plain JavaScript, evaluated as the worker's script, so that the same code runs from the
// TypeScript sources (tests, tsx) and from dist/. The module's path comes from the parent.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const argon2 = require(workerData.argon2Path);
parentPort.on('message', ({ id, job }) => {
  try {
    let result;
    if (job.op === 'argon2-hash') result = argon2.hashSync(job.password, job.options);
    else if (job.op === 'argon2-verify') result = argon2.verifySync(job.encoded, job.password);
    else result = scryptSync(job.password, job.salt, job.keyLength, job.params);
    parentPort.postMessage({ id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: String((error && error.message) || error) });
  }
});
`;

interface Pending {
  id: number;
  job: PasswordJob;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
  start(pending: Pending): void;
}

export function createPasswordPool({ threads, queue }: PasswordPoolOptions) {
  const argon2Path = require.resolve('@node-rs/argon2');
  const slots: Slot[] = [];
  const waiting: Pending[] = [];
  let nextId = 1;
  let closed = false;
  /** A rolling mean of one job's milliseconds, for Retry-After. */
  let meanMs = 50;
  /** Since the pool started (GET /api/metrics): jobs a thread finished, and jobs refused busy. */
  let finished = 0;
  let rejected = 0;

  function spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2Path } });
    let startedAt = 0;
    const slot: Slot = {
      worker,
      current: null,
      start(pending) {
        slot.current = pending;
        startedAt = performance.now();
        // Referenced while it works (a CLI's hash must keep the process alive), not while idle.
        worker.ref();
        worker.postMessage({ id: pending.id, job: pending.job });
      },
    };
    worker.on('message', (message: { id: number; ok: boolean; result?: unknown; message?: string }) => {
      const done = slot.current;
      slot.current = null;
      finished += 1;
      meanMs = meanMs * 0.9 + (performance.now() - startedAt) * 0.1;
      if (done && done.id === message.id) {
        if (message.ok) done.resolve(message.result);
        else done.reject(new Error(message.message));
      }
      const next = waiting.shift();
      if (next) slot.start(next);
      else worker.unref();
    });
    const fail = (error: Error) => {
      if (!slots.includes(slot)) return;
      slot.current?.reject(error);
      slot.current = null;
      slots.splice(slots.indexOf(slot), 1);
      // A thread that died is replaced by the next job's arrival (or now, for the waiting ones).
      if (!closed && waiting.length) dispatch(waiting.shift()!);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`password thread exited (${code})`)));
    worker.unref();
    slots.push(slot);
    return slot;
  }

  function dispatch(pending: Pending) {
    const idle = slots.find((s) => !s.current) ?? (slots.length < threads ? spawn() : null);
    if (idle) idle.start(pending);
    else waiting.push(pending);
  }

  function run<J extends PasswordJob>(job: J): Promise<JobResult<J>> {
    if (closed) return Promise.reject(new Error('the password pool is closed'));
    const busy = slots.length >= threads && slots.every((s) => s.current);
    if (busy && waiting.length >= queue) {
      // The time the queue ahead takes to drain, at least a second.
      const drainMs = ((waiting.length + threads) * meanMs) / threads;
      rejected += 1;
      return Promise.reject(new PasswordPoolBusyError(Math.max(1, Math.ceil(drainMs / 1000))));
    }
    return new Promise((resolve, reject) => {
      dispatch({ id: nextId++, job, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** Hashes running and waiting now. */
  const load = () => ({ running: slots.filter((s) => s.current).length, waiting: waiting.length });

  return {
    run,
    load,
    /** The load, and the jobs finished and refused since the pool started (metrics). */
    stats: () => ({ ...load(), finished, rejected }),
    async close(): Promise<void> {
      closed = true;
      const gone = new Error('the password pool is closed');
      for (const pending of waiting.splice(0)) pending.reject(gone);
      const stopping = slots.splice(0);
      for (const slot of stopping) slot.current?.reject(gone);
      await Promise.all(stopping.map((slot) => slot.worker.terminate()));
    },
  };
}

export type PasswordPool = ReturnType<typeof createPasswordPool>;
