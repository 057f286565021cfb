import { SERVER_DETAIL } from '@upclub/shared/validation';
import { appOptionsOf, readApiEnv } from '../src/config';
import { buildTestApp, type TestApp } from './helpers';

// Health checks for a load balancer (issue 24): liveness, readiness on the database, and load
// shedding that spares them.

describe('health checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness and readiness without a token, uncached, outside the API document', async () => {
    for (const url of ['/api/health/live', '/api/health/ready']) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 200, body: { status: 'ok' } });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.includes('health'))).toEqual([]);
  });

  it('is not ready (503) while the database does not answer, and live all the same', async () => {
    const execute = jest.spyOn(t.app.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'not answering' });
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      execute.mockRestore();
    }
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

describe('load shedding', () => {
  // Several of the delay histogram's 10 ms ticks: a sample without one reads as an endless delay.
  const SAMPLE_MS = 50;

  it('answers 503 with Retry-After past a bound, except the health checks and the metrics', async () => {
    // Any heap is past one byte: the process sheds from its first sample on.
    const t = await buildTestApp({
      loadShedding: { maxHeapUsedBytes: 1, maxEventLoopDelayMs: 0, sampleIntervalMs: SAMPLE_MS },
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 4 * SAMPLE_MS));
      const shed = await t.app.inject({ url: '/api/v1/backendversion/' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toEqual({ detail: SERVER_DETAIL.overloaded });
      for (const url of ['/api/health/live', '/api/health/ready', '/api/metrics']) {
        expect({ url, status: (await t.app.inject({ url })).statusCode }).toEqual({ url, status: 200 });
      }
    } finally {
      await t.close();
    }
  });

  it('leaves an ordinary process alone with the bounds of an empty environment', async () => {
    const { loadShedding } = appOptionsOf(readApiEnv({}));
    expect(loadShedding).toEqual({ maxEventLoopDelayMs: 1000, maxHeapUsedBytes: expect.any(Number) });
    expect(loadShedding?.maxHeapUsedBytes).toBeGreaterThan(0);
    const t = await buildTestApp({ loadShedding: { ...loadShedding, sampleIntervalMs: SAMPLE_MS } });
    try {
      await new Promise((resolve) => setTimeout(resolve, 4 * SAMPLE_MS));
      expect((await t.app.inject({ url: '/api/v1/backendversion/' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
