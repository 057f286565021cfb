import path from 'node:path';
import { readWorkers, runCluster } from '@upclub/api';
import { readConfig } from './config';

// UpClub in N processes on one port (API_WORKERS, default one per core): each worker is
// main.ts (the API, the shell and the remotes' registry); see docs/production.md.

try {
  const config = readConfig();
  const workers = readWorkers(process.env);
  if (workers > 1) {
    if (!config.databaseUrl) {
      throw new Error('API_WORKERS above 1 needs DATABASE_URL: the embedded database serves one process');
    }
    if (config.providerSim && config.openSubsonic) {
      throw new Error(
        'API_WORKERS above 1 with PROVIDER=opensubsonic needs OPENSUBSONIC_URL (the music server): the ' +
          'built-in emulator keeps its stars in one process',
      );
    }
    if (config.providerSim) {
      throw new Error(
        'API_WORKERS above 1 needs PROVIDER_ACCOUNTS_URL and PROVIDER_API_URL (the real provider, or the ' +
          'emulator run on its own): the built-in emulator keeps its accounts and tokens in one process',
      );
    }
  }
  runCluster({ exec: path.join(__dirname, 'main.js'), workers, label: `UpClub on ${config.publicUrl}` });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
