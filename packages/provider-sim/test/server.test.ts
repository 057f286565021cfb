import { configFromEnv } from '../src/server';

describe('standalone server configuration', () => {
  it('reads the port, the clients and the public URL from the environment', () => {
    const config = configFromEnv({
      PORT: '9000',
      BASE_PATH: '/provider',
      CLIENT_ID: 'upclub-web',
      REDIRECT_URIS: 'http://127.0.0.1:8080/callback, https://upclub.example/callback',
      RATE_LIMIT_PER_MINUTE: '100',
    });
    expect(config).toMatchObject({ port: 9000, host: '127.0.0.1', basePath: '/provider' });
    expect(config.options).toMatchObject({
      publicUrl: 'http://127.0.0.1:9000/provider',
      clients: [
        { clientId: 'upclub-web', redirectUris: ['http://127.0.0.1:8080/callback', 'https://upclub.example/callback'] },
      ],
      rateLimitPerMinute: 100,
    });
  });

  it('defaults to port 8090 and takes clients as JSON', () => {
    const config = configFromEnv({
      PROVIDER_CLIENTS: JSON.stringify([{ clientId: 'a', redirectUris: ['https://a.example/cb'], clientSecret: 's' }]),
      PUBLIC_URL: 'https://provider.example',
    });
    expect(config.port).toBe(8090);
    expect(config.options.publicUrl).toBe('https://provider.example');
    expect(config.options.clients[0].clientSecret).toBe('s');
  });

  it('takes the OpenSubsonic sign-in mechanisms (an older server: passwords only)', () => {
    const env = { CLIENT_ID: 'a', REDIRECT_URIS: 'https://a.example/cb' };
    expect(configFromEnv(env).options.openSubsonicAuth).toBeUndefined();
    expect(configFromEnv({ ...env, OPENSUBSONIC_AUTH: 'password, token' }).options.openSubsonicAuth).toEqual([
      'password',
      'token',
    ]);
  });

  it('refuses to start without a client', () => {
    expect(() => configFromEnv({})).toThrow(/PROVIDER_CLIENTS/);
  });
});
