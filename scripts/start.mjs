#!/usr/bin/env node
// `pnpm start`: build what is not built, then serve everything from one process.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAll } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  await buildAll();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'packages/server/dist/main.js')).href);
