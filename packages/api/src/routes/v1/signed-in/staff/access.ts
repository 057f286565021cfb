import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../../../plugins/app/auth';
import { forbidden } from '../../../../errors';
import type { UserRow } from '../../../../db/schema';

/**
 * The signed-in user when their user_type has the bit (spec part 2 §9: 2 metric access, 4
 * broadcast access); 403 otherwise (401 came first for anonymous callers, in autohooks).
 */
export function staffWith(request: FastifyRequest, bit: number): UserRow {
  const user = currentUser(request);
  if ((user.userType & bit) === 0) throw forbidden();
  return user;
}
