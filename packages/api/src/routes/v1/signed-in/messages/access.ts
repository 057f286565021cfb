import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../../../errors';

/**
 * Lets only the thread's members through: 404 when the thread does not exist, 403 for anyone
 * else (a stranger, or a former member who left).
 */
export async function requireMember(app: FastifyInstance, userId: number, threadId: number): Promise<void> {
  const standing = await app.messages.standing(userId, threadId);
  if (standing === 'missing') throw notFound();
  if (standing === 'stranger') throw forbidden();
}
