// At most `concurrency` jobs of a kind at once, at most `queue` waiting, and beyond that a refusal
// at once (the caller answers 503): work that takes a thread of libuv's pool (sharp's pictures)
// must never hold all four, which also read the static files and resolve DNS.

export interface JobLimits {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs waiting for a place at most; one more is refused. */
  queue: number;
}

/** The queue is full: the caller answers 503 with Retry-After. */
export class JobQueueFullError extends Error {
  constructor() {
    super('too many jobs waiting');
    this.name = 'JobQueueFullError';
  }
}

export function createJobLimiter({ concurrency, queue }: JobLimits) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (waiting.length >= queue) throw new JobQueueFullError();
      // The place is handed over by the job that ends (running is not lowered in between).
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    /** Jobs running and waiting now (tests, metrics). */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

export type JobLimiter = ReturnType<typeof createJobLimiter>;
