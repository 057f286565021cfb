import type { Endpoints } from './endpoint';

// System: ping (checks the credentials), getLicense, and the OpenSubsonic extensions, which the
// description says any client may ask for without signing in.

export const systemEndpoints: Endpoints = {
  ping: { handle: () => ({}) },
  getLicense: { handle: () => ({ license: { valid: true } }) },
  getOpenSubsonicExtensions: {
    public: true,
    handle: ({ ctx }) => ({
      openSubsonicExtensions: ctx.options.openSubsonicAuth.includes('apiKey')
        ? [{ name: 'apiKeyAuthentication', versions: [1] }]
        : [],
    }),
  },
};
