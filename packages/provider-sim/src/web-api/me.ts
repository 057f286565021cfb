import type { FastifyPluginAsync } from 'fastify';
import type { ProviderContext } from '../context';
import type { Account } from '../store';
import { requireUser } from './auth';

/**
 * `PrivateUserObject` as the 2026 service fills it: the fields the description marks deprecated
 * (country, email, explicit_content, followers, product) are no longer sent.
 */
export interface PrivateUser {
  account_id: string;
  display_name: string;
  external_urls: { spotify: string };
  href: string;
  id: string;
  images: Array<{ url: string; height: number | null; width: number | null }>;
  type: 'user';
  uri: string;
}

export function privateUser(account: Account, publicUrl: string): PrivateUser {
  const id = encodeURIComponent(account.id);
  return {
    account_id: account.accountId,
    display_name: account.displayName,
    external_urls: { spotify: `${publicUrl}/user/${id}` },
    href: `${publicUrl}/v1/users/${id}`,
    id: account.id,
    images: [],
    type: 'user',
    uri: `spotify:user:${account.id}`,
  };
}

export const meRoutes: FastifyPluginAsync<{ ctx: ProviderContext }> = async (app, { ctx }) => {
  app.get('/me', async (request, reply) => {
    const account = requireUser(request, reply);
    if (!account) return reply;
    return privateUser(account, ctx.options.publicUrl);
  });
};
