import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { musicLinks } from '../../db/schema';
import type { SubsonicAuth } from './client';
import type { Vault } from './vault';

// Each user's link to their music server account (the music_links table), with the credential
// sealed by the vault. A credential that no longer opens (CREDENTIAL_KEY changed) is no link: the
// person connects again.

export interface MusicLink {
  auth: SubsonicAuth;
  username: string | null;
  serverVersion: string;
  serverType: string | null;
  openSubsonic: boolean;
}

/** The credential's secret part, as sealed. */
function secretOf(auth: SubsonicAuth): string {
  switch (auth.kind) {
    case 'apiKey':
      return JSON.stringify({ apiKey: auth.apiKey });
    case 'token':
      return JSON.stringify({ token: auth.token, salt: auth.salt });
    case 'password':
      return JSON.stringify({ password: auth.password });
  }
}

function authOf(kind: string, username: string | null, secret: Record<string, unknown>): SubsonicAuth | null {
  const text = (name: string) => (typeof secret[name] === 'string' ? (secret[name] as string) : null);
  if (kind === 'apiKey' && text('apiKey')) return { kind, apiKey: text('apiKey')! };
  if (!username) return null;
  if (kind === 'token' && text('token') && text('salt')) {
    return { kind, username, token: text('token')!, salt: text('salt')! };
  }
  if (kind === 'password' && text('password') !== null) return { kind, username, password: text('password')! };
  return null;
}

export function createMusicLinks(db: Db, vault: Vault) {
  return {
    async get(userId: number): Promise<MusicLink | null> {
      const [row] = await db.select().from(musicLinks).where(eq(musicLinks.userId, userId)).limit(1);
      if (!row) return null;
      const opened = vault.open(row.secret);
      if (opened === null) return null;
      let secret: Record<string, unknown>;
      try {
        secret = JSON.parse(opened) as Record<string, unknown>;
      } catch {
        return null;
      }
      const auth = authOf(row.authKind, row.username, secret);
      if (!auth) return null;
      const { username, serverVersion, serverType, openSubsonic } = row;
      return { auth, username, serverVersion, serverType, openSubsonic };
    },

    /** Keeps a user's link, replacing the one they had. */
    async put(userId: number, link: MusicLink): Promise<void> {
      const row = {
        username: link.auth.kind === 'apiKey' ? link.username : link.auth.username,
        authKind: link.auth.kind,
        secret: vault.seal(secretOf(link.auth)),
        serverVersion: link.serverVersion,
        serverType: link.serverType,
        openSubsonic: link.openSubsonic,
      };
      await db
        .insert(musicLinks)
        .values({ userId, ...row })
        .onConflictDoUpdate({ target: musicLinks.userId, set: { ...row, createdAt: new Date() } });
    },

    async remove(userId: number): Promise<void> {
      await db.delete(musicLinks).where(eq(musicLinks.userId, userId));
    },
  };
}

export type MusicLinks = ReturnType<typeof createMusicLinks>;
