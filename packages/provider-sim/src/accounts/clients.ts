import { timingSafeEqual } from 'node:crypto';
import type { ProviderClient } from '../options';

export class ClientRegistry {
  private readonly clients: Map<string, ProviderClient>;

  constructor(clients: ProviderClient[]) {
    this.clients = new Map(clients.map((c) => [c.clientId, c]));
  }

  get(clientId: unknown): ProviderClient | undefined {
    return typeof clientId === 'string' ? this.clients.get(clientId) : undefined;
  }

  /** Exact string match, as the real service does (no prefix or loopback-port leniency). */
  allowsRedirect(client: ProviderClient, redirectUri: unknown): redirectUri is string {
    return typeof redirectUri === 'string' && client.redirectUris.includes(redirectUri);
  }

  checkSecret(client: ProviderClient, secret: string): boolean {
    if (!client.clientSecret) return false;
    const a = Buffer.from(client.clientSecret);
    const b = Buffer.from(secret);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

export function clientDisplayName(client: ProviderClient): string {
  return client.name?.trim() || client.clientId;
}
