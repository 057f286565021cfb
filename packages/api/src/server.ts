import { buildApp } from './app';
import { readServerEnv } from './config';
import { closeOnSignals } from './shutdown';

/** The API on its own: reads the environment, listens, and shuts down gracefully. */
async function main() {
  const { port, host, app: options } = readServerEnv();
  const app = await buildApp(options);
  await app.listen({ port, host });

  closeOnSignals(app);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
