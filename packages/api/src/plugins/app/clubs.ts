import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/open';
import { clubs } from '../../db/schema';

/** Clubs: for now what posting needs (the clubs feature grows it). */
export function createClubsRepository(db: Db) {
  return {
    async exists(id: number): Promise<boolean> {
      const rows = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, id)).limit(1);
      return rows.length > 0;
    },
  };
}

export type ClubsRepository = ReturnType<typeof createClubsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    clubs: ClubsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('clubs', createClubsRepository(app.db));
  },
  { name: 'clubs', dependencies: ['db'] },
);
