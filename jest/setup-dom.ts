import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextEncoder, TextDecoder } from 'node:util';
import { webcrypto } from 'node:crypto';

// jsdom lacks these; the session and PKCE code rely on them as browsers provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// findBy/waitFor give up after 1 s by default: on a loaded two-core CI machine a page's lazy
// chunk and its first query can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5000 });
