import { DEMO_LOGINS } from '@upclub/api';
import { createServer, readConfig } from './index';

async function main() {
  const config = readConfig();
  const app = await createServer(config);
  await app.listen({ port: config.port, host: config.host });

  const lines = [
    '',
    `  UpClub is running at ${config.publicUrl}`,
    `  API docs: ${config.publicUrl}/api/docs   data: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
    '',
    '  Demo logins:',
    ...DEMO_LOGINS.map((d) => `    ${d.username.padEnd(8)} ${d.password.padEnd(14)} ${d.note ?? ''}`),
    config.providerSim ? '  Streaming provider emulator: pick "Premium Listener" and press Agree.' : '',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
