import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_ENV_DEFAULTS,
  appOptionsOf,
  ConfigError,
  localAddress,
  providerCredentials,
  readApiEnv,
  readDatabaseEnv,
  readServerEnv,
  readWorkers,
} from '../src/config';
import * as config from '../src/config';
import * as limits from '../src/config-limits';
import * as providers from '../src/config-providers';
import * as readers from '../src/config-read';
import { DEFAULT_DATA_DIR } from '../src/options';

// The one reader of the environment (the one-process server composes it: packages/server).

describe('reading the environment', () => {
  it('gives the standalone API its defaults for an empty environment', () => {
    expect(readApiEnv({})).toEqual({
      port: 8081,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:8081',
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: undefined,
      databasePoolSize: 10,
      timeouts: { databaseConnectMs: 5_000, databaseIdleMs: 30_000, databaseStatementMs: 15_000, requestMs: 30_000 },
      rateLimit: {
        ipPerMinute: 60,
        loginPerMinute: 20,
        codePerMinute: 20,
        codeAccountPerMinute: 100,
        accountFailures: 20,
        accountLockMinutes: 15,
      },
      redisUrl: undefined,
      search: { perUser: 2, statementMs: 2000 },
      mail: { smtpUrl: undefined, from: undefined },
      corsOrigins: [],
      seed: false,
      seedSkipped: undefined,
      staffPassword: undefined,
      trustProxy: false,
      signupPerHour: 20,
      passwords: { threads: undefined, queue: undefined },
      pictures: { concurrency: 1, queue: 16 },
      session: { idleDays: 30, maxDays: 90 },
      writeLimit: { perMinute: 60, perHour: 1000 },
      broadcastsPerHour: 10,
      loadShedding: { maxEventLoopDelayMs: 1000, maxHeapUsedBytes: expect.any(Number) },
      events: { perUser: 10, perAddress: 500, bufferBytes: 256 * 1024, stallMs: 30_000 },
      roomSweepMs: 1_000,
      logLevel: 'info',
      logRequests: false,
      provider: { urls: undefined, clientId: 'upclub-web', clientSecret: undefined },
      providerKind: 'spotify',
      openSubsonic: undefined,
    });
  });

  it('reads the bounds of searches', () => {
    expect(readApiEnv({ SEARCH_PER_USER: '0', SEARCH_TIMEOUT_MS: '500' }).search).toEqual({
      perUser: 0,
      statementMs: 500,
    });
    expect(() => readApiEnv({ SEARCH_TIMEOUT_MS: '0' })).toThrow(/SEARCH_TIMEOUT_MS/);
  });

  it('reads the bounds of picture re-encoding', () => {
    expect(readApiEnv({ PICTURE_CONCURRENCY: '2', PICTURE_QUEUE: '4' }).pictures).toEqual({ concurrency: 2, queue: 4 });
    expect(() => readApiEnv({ PICTURE_CONCURRENCY: '0' })).toThrow(/PICTURE_CONCURRENCY/);
    expect(() => readApiEnv({ PICTURE_QUEUE: 'many' })).toThrow(/PICTURE_QUEUE/);
  });

  it('reads the bounds of live event streams', () => {
    const env = {
      EVENTS_STREAMS_PER_USER: '3',
      EVENTS_STREAMS_PER_ADDRESS: '0',
      EVENTS_BUFFER_KB: '64',
      EVENTS_STALL_SECONDS: '5',
    };
    expect(readApiEnv(env).events).toEqual({ perUser: 3, perAddress: 0, bufferBytes: 65_536, stallMs: 5_000 });
    expect(() => readApiEnv({ EVENTS_STREAMS_PER_USER: '0' })).toThrow(/EVENTS_STREAMS_PER_USER/);
  });

  it('reads how often the listening rooms are swept, into the app’s options', () => {
    expect(appOptionsOf(readApiEnv({ ROOM_SWEEP_MS: '250' })).rooms).toEqual({ sweepMs: 250 });
    expect(() => readApiEnv({ ROOM_SWEEP_MS: '0' })).toThrow(/ROOM_SWEEP_MS/);
  });

  it('takes an empty variable as unset', () => {
    const empty = {
      PORT: '',
      HOST: '',
      PUBLIC_URL: '',
      DATA_DIR: '',
      DATABASE_URL: '',
      SEED: '',
      LOG_LEVEL: '',
      SMTP_URL: ' ',
    };
    expect(readApiEnv(empty)).toEqual(readApiEnv({}));
  });

  it('takes the defaults that differ by start from the caller', () => {
    expect(readApiEnv({}, { port: 8080, seed: true })).toMatchObject({
      port: 8080,
      seed: true,
      publicUrl: 'http://127.0.0.1:8080',
    });
    expect(readApiEnv({ SEED: '0' }, { port: 8080, seed: true }).seed).toBe(false);
    expect(readApiEnv({ SEED: '1' }, API_ENV_DEFAULTS).seed).toBe(true);
  });

  it('reads PORT as a port number', () => {
    expect(readApiEnv({ PORT: ' 9090 ' }).port).toBe(9090);
    for (const PORT of ['eighty', '0', '65536', '80.5', '-1']) {
      expect(() => readApiEnv({ PORT })).toThrow(new ConfigError(`PORT must be a port number, got ${PORT}`));
    }
  });

  it('makes the public address from HOST and PORT, or takes PUBLIC_URL without its trailing slash', () => {
    expect(readApiEnv({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://127.0.0.1:9000');
    expect(readApiEnv({ HOST: '::', PORT: '9000' }).publicUrl).toBe('http://127.0.0.1:9000');
    expect(readApiEnv({ HOST: '::1', PORT: '9000' }).publicUrl).toBe('http://[::1]:9000');
    expect(readApiEnv({ HOST: 'upclub.local' }).publicUrl).toBe('http://upclub.local:8081');
    expect(readApiEnv({ PUBLIC_URL: 'https://upclub.example//' }).publicUrl).toBe('https://upclub.example');
    for (const PUBLIC_URL of ['upclub.example', 'ftp://upclub.example']) {
      expect(() => readApiEnv({ PUBLIC_URL })).toThrow('PUBLIC_URL must be an http(s) URL');
    }
    expect(localAddress('10.0.0.7')).toBe('10.0.0.7');
  });

  it('takes a relative DATA_DIR from where the command was typed', () => {
    expect(readDatabaseEnv({ DATA_DIR: '/srv/upclub' }).dataDir).toBe('/srv/upclub');
    expect(readDatabaseEnv({ DATA_DIR: 'mine', INIT_CWD: '/home/dana/upclub' }).dataDir).toBe('/home/dana/upclub/mine');
    expect(readDatabaseEnv({ DATA_DIR: 'mine' }).dataDir).toBe(path.resolve(process.cwd(), 'mine'));
    expect(readDatabaseEnv({ DATABASE_URL: 'postgres://db/upclub' }).databaseUrl).toBe('postgres://db/upclub');
  });

  it('reads flags as 1/true or 0/false in any case, and refuses anything else', () => {
    for (const [text, value] of [
      ['1', true],
      ['true', true],
      ['TRUE', true],
      ['0', false],
      ['false', false],
      ['False', false],
    ] as const) {
      // TRUST_PROXY's true is one hop (see "trusts only the configured proxies").
      expect(readApiEnv({ TRUST_PROXY: text }).trustProxy).toBe(value && 1);
      expect(readApiEnv({ SEED: text }, { port: 8080, seed: !value }).seed).toBe(value);
    }
    expect(() => readApiEnv({ SEED: 'yes' })).toThrow('SEED must be 1, true, 0 or false, got yes');
  });

  it('reads lists comma-separated', () => {
    expect(readApiEnv({ CORS_ORIGINS: ' https://a.example , ,https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('reads the per-user write limits as whole numbers (0: off), and refuses anything else', () => {
    const read = readApiEnv({ WRITE_LIMIT_PER_MINUTE: '5', WRITE_LIMIT_PER_HOUR: '0' });
    expect(read.writeLimit).toEqual({ perMinute: 5, perHour: 0 });
    expect(appOptionsOf(read).writeLimit).toEqual({ perMinute: 5, perHour: 0 });
    expect(() => readApiEnv({ WRITE_LIMIT_PER_MINUTE: '-1' })).toThrow(
      'WRITE_LIMIT_PER_MINUTE must be a whole number from 0, got -1',
    );
    expect(() => readApiEnv({ WRITE_LIMIT_PER_HOUR: 'lots' })).toThrow('WRITE_LIMIT_PER_HOUR must be a whole number');
  });

  it('reads the load-shedding bounds (0: off), the heap as a percentage of V8’s limit', () => {
    const read = readApiEnv({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_HEAP_PERCENT: '50' });
    expect(read.loadShedding.maxEventLoopDelayMs).toBe(0);
    const full = readApiEnv({ LOAD_SHED_HEAP_PERCENT: '100' }).loadShedding.maxHeapUsedBytes;
    expect(read.loadShedding.maxHeapUsedBytes).toBe(Math.floor(full / 2));
    expect(readApiEnv({ LOAD_SHED_HEAP_PERCENT: '0' }).loadShedding.maxHeapUsedBytes).toBe(0);
    expect(() => readApiEnv({ LOAD_SHED_HEAP_PERCENT: '101' })).toThrow(
      'LOAD_SHED_HEAP_PERCENT must be at most 100, got 101',
    );
  });

  it('reads the staff broadcasts per hour (0: off), and refuses anything else', () => {
    const read = readApiEnv({ BROADCAST_LIMIT_PER_HOUR: '0' });
    expect(read.broadcastsPerHour).toBe(0);
    expect(appOptionsOf(read).broadcastsPerHour).toBe(0);
    expect(appOptionsOf(readApiEnv({ BROADCAST_LIMIT_PER_HOUR: '3' })).broadcastsPerHour).toBe(3);
    expect(() => readApiEnv({ BROADCAST_LIMIT_PER_HOUR: '-1' })).toThrow(
      'BROADCAST_LIMIT_PER_HOUR must be a whole number from 0, got -1',
    );
  });

  it('reads every count, day number and duration by one rule and says so in one wording', () => {
    // Sessions, sign-ups and write limits once had a reader of their own, which took numbers past
    // the safe range (a session that would never end) and worded the refusal differently.
    const huge = '99999999999999999999';
    for (const name of ['SESSION_IDLE_DAYS', 'SESSION_MAX_DAYS', 'SIGNUP_PER_HOUR', 'REQUEST_TIMEOUT_MS']) {
      expect(() => readApiEnv({ [name]: huge })).toThrow(
        new ConfigError(`${name} must be a whole number above 0, got ${huge}`),
      );
      expect(() => readApiEnv({ [name]: '0' })).toThrow(
        new ConfigError(`${name} must be a whole number above 0, got 0`),
      );
    }
    expect(() => readApiEnv({ WRITE_LIMIT_PER_HOUR: huge })).toThrow(
      new ConfigError(`WRITE_LIMIT_PER_HOUR must be a whole number from 0, got ${huge}`),
    );
    expect(readApiEnv({ SESSION_IDLE_DAYS: '7', SIGNUP_PER_HOUR: '3' })).toMatchObject({
      session: { idleDays: 7 },
      signupPerHour: 3,
    });
  });

  it('reads REDIS_URL as a redis:// URL', () => {
    expect(readApiEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => readApiEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL, got http://127.0.0.1:6379',
    );
  });

  it('logs each request only with LOG_REQUESTS', () => {
    expect(readApiEnv({ LOG_REQUESTS: '1' }).logRequests).toBe(true);
    expect(readServerEnv({}).app.logRequests).toBe(false);
  });

  it("reads LOG_LEVEL as one of pino's levels", () => {
    expect(readApiEnv({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(() => readApiEnv({ LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });

  it('reads the provider: both URLs or neither, a default client id, credentials only with the secret', () => {
    const urls = {
      PROVIDER_ACCOUNTS_URL: 'https://accounts.provider.test/',
      PROVIDER_API_URL: 'https://api.provider.test/v1',
    };
    expect(() => readApiEnv({ PROVIDER_ACCOUNTS_URL: urls.PROVIDER_ACCOUNTS_URL })).toThrow(
      'PROVIDER_ACCOUNTS_URL and PROVIDER_API_URL go together',
    );
    expect(providerCredentials(readApiEnv(urls).provider)).toBeUndefined();
    expect(providerCredentials(readApiEnv({ ...urls, PROVIDER_CLIENT_SECRET: 's3cret' }).provider)).toEqual({
      accountsUrl: 'https://accounts.provider.test',
      apiUrl: 'https://api.provider.test/v1',
      clientId: 'upclub-web',
      clientSecret: 's3cret',
    });
    expect(readApiEnv({ ...urls, PROVIDER_CLIENT_ID: 'mine' }).provider.clientId).toBe('mine');
  });

  it('reads the pool size, the timeouts and the rate limits as whole numbers above 0', () => {
    const read = readApiEnv({
      DATABASE_POOL_SIZE: '40',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_IDLE_TIMEOUT_MS: '10000',
      DATABASE_STATEMENT_TIMEOUT_MS: ' 3000 ',
      REQUEST_TIMEOUT_MS: '8000',
      RATE_LIMIT_IP_PER_MINUTE: '100000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '500',
      RATE_LIMIT_CODE_PER_MINUTE: '7',
    });
    expect(read).toMatchObject({
      databasePoolSize: 40,
      timeouts: { databaseConnectMs: 2000, databaseIdleMs: 10_000, databaseStatementMs: 3000, requestMs: 8000 },
      rateLimit: { ipPerMinute: 100_000, loginPerMinute: 500, codePerMinute: 7 },
    });
    expect(readServerEnv({ REQUEST_TIMEOUT_MS: '8000', DATABASE_POOL_SIZE: '40' }).app).toMatchObject({
      databasePoolSize: 40,
      timeouts: { requestMs: 8000, databaseConnectMs: 5000 },
    });
    for (const value of ['0', '-5', '1.5', 'soon', '1e3']) {
      expect(() => readApiEnv({ REQUEST_TIMEOUT_MS: value })).toThrow(
        new ConfigError(`REQUEST_TIMEOUT_MS must be a whole number above 0, got ${value}`),
      );
    }
    expect(() => readApiEnv({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE must be a whole number above 0');
    expect(readWorkers({ API_WORKERS: '4' })).toBe(4);
    expect(readWorkers({})).toBe(os.availableParallelism());
    expect(() => readWorkers({ API_WORKERS: 'many' })).toThrow('API_WORKERS must be a whole number above 0');
  });

  it("gives the standalone API's options", () => {
    const { port, host, app } = readServerEnv({
      PORT: '9001',
      HOST: '0.0.0.0',
      SEED: 'true',
      CORS_ORIGINS: 'http://localhost:3000',
      SMTP_URL: 'smtp://mail:587',
      LOG_LEVEL: 'warn',
    });
    expect({ port, host }).toEqual({ port: 9001, host: '0.0.0.0' });
    expect(app).toMatchObject({
      publicUrl: 'http://127.0.0.1:9001',
      seed: true,
      corsOrigins: ['http://localhost:3000'],
      mail: { smtpUrl: 'smtp://mail:587' },
      logger: { level: 'warn' },
      provider: undefined,
    });
  });

  describe('PROVIDER=opensubsonic', () => {
    const HEX_KEY = 'ab'.repeat(32);
    const server = {
      PROVIDER: 'opensubsonic',
      OPENSUBSONIC_URL: 'https://music.example.org/',
      OPENSUBSONIC_USERNAME: 'upclub',
      OPENSUBSONIC_PASSWORD: ' spaced pass ',
    };

    it('takes spotify or opensubsonic, and nothing else', () => {
      expect(readApiEnv({ PROVIDER: 'Spotify' }).providerKind).toBe('spotify');
      expect(() => readApiEnv({ PROVIDER: 'navidrome' })).toThrow(
        new ConfigError('PROVIDER must be spotify or opensubsonic, got navidrome'),
      );
    });

    it('reads the server, its name and the API’s account (the password as written)', () => {
      expect(readApiEnv(server).openSubsonic).toEqual({
        url: 'https://music.example.org',
        serverName: 'music.example.org',
        account: { username: 'upclub', password: ' spaced pass ' },
        credentialKey: undefined,
      });
      const options = appOptionsOf(readApiEnv({ ...server, OPENSUBSONIC_SERVER_NAME: 'Our music' })).openSubsonic;
      expect(options).toMatchObject({ url: 'https://music.example.org', serverName: 'Our music' });
      expect(appOptionsOf(readApiEnv({})).openSubsonic).toBeUndefined();
      const keyed = readApiEnv({
        PROVIDER: 'opensubsonic',
        OPENSUBSONIC_URL: server.OPENSUBSONIC_URL,
        OPENSUBSONIC_API_KEY: 'k',
      });
      expect(keyed.openSubsonic?.account).toEqual({ apiKey: 'k' });
    });

    it('refuses an incomplete or doubled account, and a server without one', () => {
      const { OPENSUBSONIC_PASSWORD: _password, ...noPassword } = server;
      expect(() => readApiEnv(noPassword)).toThrow('OPENSUBSONIC_USERNAME and OPENSUBSONIC_PASSWORD go together');
      expect(() => readApiEnv({ ...server, OPENSUBSONIC_API_KEY: 'k' })).toThrow('OPENSUBSONIC_API_KEY goes alone');
      expect(() => readApiEnv({ PROVIDER: 'opensubsonic', OPENSUBSONIC_URL: server.OPENSUBSONIC_URL })).toThrow(
        'OPENSUBSONIC_URL needs the API’s account there',
      );
      expect(() => readApiEnv({ ...server, OPENSUBSONIC_URL: 'ftp://music' })).toThrow(
        'OPENSUBSONIC_URL must be an http(s) URL',
      );
    });

    it('reads CREDENTIAL_KEY as 32 bytes of hex or base64, and never repeats a wrong one', () => {
      const hex = readApiEnv({ ...server, CREDENTIAL_KEY: HEX_KEY }).openSubsonic?.credentialKey;
      expect(hex).toEqual(Buffer.alloc(32, 0xab));
      const base64 = Buffer.alloc(32, 7).toString('base64');
      expect(readApiEnv({ ...server, CREDENTIAL_KEY: base64 }).openSubsonic?.credentialKey).toEqual(
        Buffer.alloc(32, 7),
      );
      const short = Buffer.alloc(16, 7).toString('base64');
      const read = () => readApiEnv({ ...server, CREDENTIAL_KEY: short });
      expect(read).toThrow(new ConfigError('CREDENTIAL_KEY must be 32 bytes, written as 64 hex digits or in base64'));
    });

    it('needs CREDENTIAL_KEY with DATABASE_URL: every process must share it', () => {
      const shared = { ...server, DATABASE_URL: 'postgres://db/upclub' };
      expect(() => readApiEnv(shared)).toThrow('PROVIDER=opensubsonic with DATABASE_URL needs CREDENTIAL_KEY');
      expect(readApiEnv({ ...shared, CREDENTIAL_KEY: HEX_KEY }).openSubsonic?.credentialKey).toHaveLength(32);
      // Spotify deployments do not read it.
      expect(() => readApiEnv({ DATABASE_URL: 'postgres://db/upclub' })).not.toThrow();
    });

    it('the API alone needs OPENSUBSONIC_URL (only the one-process server has an emulator)', () => {
      expect(() => readServerEnv({ PROVIDER: 'opensubsonic' })).toThrow(
        new ConfigError('PROVIDER=opensubsonic needs OPENSUBSONIC_URL, the music server’s address'),
      );
      expect(readServerEnv(server).app.openSubsonic?.url).toBe('https://music.example.org');
    });
  });
});

describe('the reader’s modules', () => {
  /** The house's bound on a file (the brief's "no file over about 400 lines"). */
  const MAX_LINES = 400;

  it('stay under 400 lines each, and config.ts still gives everything they export', () => {
    for (const file of ['config.ts', 'config-read.ts', 'config-limits.ts', 'config-providers.ts']) {
      const lines = fs.readFileSync(path.join(__dirname, '..', 'src', file), 'utf8').split('\n').length;
      expect([file, lines <= MAX_LINES]).toEqual([file, true]);
    }
    for (const part of [readers, limits, providers]) {
      for (const [name, value] of Object.entries(part))
        expect([name, config[name as keyof typeof config]]).toEqual([name, value]);
    }
  });
});
