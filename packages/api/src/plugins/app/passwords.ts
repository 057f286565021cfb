import fp from 'fastify-plugin';
import { createPasswordPool, type PasswordPool } from '../../lib/password-pool';
import { createPasswords, type Passwords } from '../../lib/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password hashes of this process, on its own threads (lib/password-pool.ts). */
    passwords: Passwords;
    /** The threads those hashes run on: their load and counts (GET /api/metrics). */
    passwordPool: Pick<PasswordPool, 'stats'>;
  }
}

/** The password pool: PASSWORD_HASH_THREADS threads, PASSWORD_HASH_QUEUE waiting at most. */
export default fp(
  async (app) => {
    const { threads, queue, memoryKiB, passes } = app.config.passwords;
    const pool = createPasswordPool({ threads, queue });
    app.decorate('passwords', createPasswords(pool, { memoryKiB, passes }));
    app.decorate('passwordPool', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'passwords', dependencies: ['config'] },
);
