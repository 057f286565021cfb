import { closeOnSignals, DEMO_LOGINS } from '@upclub/api';
import { createServer, readConfig } from './index';

/** The staff password is never published: it is STAFF_PASSWORD, or generated and printed at the first start. */
const STAFF_PASSWORD_HINT = '(STAFF_PASSWORD, or the one printed at the first start)';

async function main() {
  const config = readConfig();
  const app = await createServer(config);
  await app.listen({ port: config.port, host: config.host });

  const lines = [
    '',
    `  UpClub is running at ${config.publicUrl}`,
    `  API docs: ${config.publicUrl}/api/docs   data: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
    '',
    ...(config.seed
      ? [
          '  Demo logins:',
          ...DEMO_LOGINS.map(
            (d) => `    ${d.username.padEnd(8)} ${(d.password ?? STAFF_PASSWORD_HINT).padEnd(14)} ${d.note ?? ''}`,
          ),
        ]
      : [`  ${config.seedSkipped ?? 'No demo content (SEED=0).'}`]),
    config.providerSim ? '  Streaming provider emulator: pick "Premium Listener" and press Agree.' : '',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  closeOnSignals(app);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
