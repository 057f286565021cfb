import { closeOnSignals, DEMO_LOGINS } from '@upclub/api';
import { EMULATOR_SERVICE_ACCOUNT } from './config';
import { createServer, readConfig, type ServerConfig } from './index';

/** The staff password is never published: it is STAFF_PASSWORD, or generated and printed at the first start. */
const STAFF_PASSWORD_HINT = '(STAFF_PASSWORD, or the one printed at the first start)';

/** How a person signs in at the provider: the emulator's consent page, or the music server's account. */
function providerLine(config: ServerConfig): string {
  if (config.openSubsonic) {
    const where = config.providerSim ? 'the built-in emulator' : config.openSubsonic.url;
    const account = config.providerSim
      ? `, sign in with ${EMULATOR_SERVICE_ACCOUNT.username} / ${EMULATOR_SERVICE_ACCOUNT.password}`
      : ': sign in with your account there';
    return `  Music server: ${where}${account}`;
  }
  return config.providerSim ? '  Streaming provider emulator: pick "Premium Listener" and press Agree.' : '';
}

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
    providerLine(config),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  closeOnSignals(app);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
