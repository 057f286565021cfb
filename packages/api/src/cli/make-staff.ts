import { USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';
import { readDatabaseEnv, readRedisUrl } from '../config';
import { openDatabase, type Db } from '../db/open';
import { DataDirInUseError } from '../db/pid-file';
import { CHANNELS } from '../lib/channels';
import { createUsersRepository } from '../plugins/app/users';
import { createPubSub } from '../plugins/infra/pubsub';

// pnpm --filter @upclub/api run make-staff <username> <bits>
// Sets a user's user_type (2 metrics, 4 broadcast, 6 both, 0 none) in the server's database.

export const USAGE = 'usage: make-staff <username> <bits>   (bits 0..6: 2 metrics, 4 broadcast, 6 both, 0 none)';
const MAX_BITS = USER_TYPE_METRICS | USER_TYPE_BROADCAST;

export class CliError extends Error {}

/** The bits argument as a number 0..6, or a CliError. */
export function parseBits(text: string | undefined): number {
  const bits = Number(text);
  if (text === undefined || !/^\d+$/.test(text.trim()) || !Number.isInteger(bits) || bits < 0 || bits > MAX_BITS) {
    throw new CliError(`bits must be a number from 0 to ${MAX_BITS}, got ${JSON.stringify(text ?? '')}\n${USAGE}`);
  }
  return bits;
}

/** What the bits grant, in words. */
export function describeBits(bits: number): string {
  const grants = [bits & USER_TYPE_METRICS ? 'metrics' : '', bits & USER_TYPE_BROADCAST ? 'broadcast' : ''].filter(
    Boolean,
  );
  return grants.length ? grants.join(' + ') : 'no staff access';
}

/** Sets the user's user_type; the line to print. */
export async function makeStaff(
  db: Db,
  username: string,
  bits: number,
  changed: (userId: number) => Promise<void> = async () => {},
): Promise<string> {
  const users = createUsersRepository(db);
  const user = await users.findByUsername(username);
  if (!user) throw new CliError(`no user named ${JSON.stringify(username)}`);
  const updated = await users.update(user.id, { userType: bits });
  await changed(user.id);
  return `${updated?.username ?? user.username}: user_type ${bits} (${describeBits(bits)}), was ${user.userType}`;
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [username, bitsText] = argv;
  try {
    if (!username || argv.length !== 2) throw new CliError(USAGE);
    const bits = parseBits(bitsText);
    const where = readDatabaseEnv(env);
    const database = await openDatabase(where);
    // A running API on the same server caches sessions: tell it the user changed.
    const pubsub = await createPubSub({ databaseUrl: where.databaseUrl, redisUrl: readRedisUrl(env) }, console);
    try {
      console.log(
        await makeStaff(database.db, username, bits, (id) => pubsub.publish(CHANNELS.userChanged, String(id))),
      );
    } finally {
      await pubsub.close();
      await database.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof CliError || error instanceof DataDirInUseError) {
      console.error(`make-staff: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('make-staff:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
