import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Product = 'premium' | 'free';

export interface Account {
  /** The user id (`id` of /me), also the account's handle on the consent page. */
  id: string;
  /** The public, immutable, pseudoanonymous `account_id` of /me. */
  accountId: string;
  displayName: string;
  product: Product;
  createdAt: number;
}

export interface TokenGrant {
  clientId: string;
  /** null for client_credentials tokens (no user). */
  accountId: string | null;
  scope: string;
  expiresAt: number;
}

interface StoredToken extends TokenGrant {
  /** sha256 of the token: the file never holds usable tokens. */
  hash: string;
}

/** A track in an account's library. */
export interface SavedEntry {
  id: string;
  /** ISO time it was saved. */
  addedAt: string;
}

/** What an account can star besides songs (its starred songs are its saved tracks). */
export type StarKind = 'album' | 'artist';

/** An account's starred albums and artists: id -> ISO time it was starred. */
export type StarredItems = Record<StarKind, Record<string, string>>;

interface PersistedState {
  version: 1;
  accounts: Account[];
  accessTokens: StoredToken[];
  refreshTokens: StoredToken[];
  /** Saved tracks of the accounts that changed them (others have their generated library). */
  libraries?: Record<string, SavedEntry[]>;
  /** Starred albums and artists (the OpenSubsonic face), of the accounts that starred any. */
  stars?: Record<string, StarredItems>;
}

export const STORE_FILE_NAME = 'provider-sim.json';

export const SEED_ACCOUNTS: ReadonlyArray<Pick<Account, 'id' | 'displayName' | 'product'>> = [
  { id: 'premium-listener', displayName: 'Premium Listener', product: 'premium' },
  { id: 'free-listener', displayName: 'Free Listener', product: 'free' },
];

/** Expired access tokens are kept this long so a late call still hears "expired", then dropped. */
const EXPIRED_TOKEN_GRACE_MS = 7 * 24 * 3600 * 1000;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

function randomToken(prefix: string): string {
  return prefix + randomBytes(48).toString('base64url');
}

/** Stable for seeds, random for accounts made on the consent page. */
function makeAccountId(seed?: string): string {
  const bytes = seed ? createHash('sha256').update(`account:${seed}`).digest() : randomBytes(16);
  return bytes.toString('base64url').replace(/[-_]/g, '').slice(0, 10);
}

/** 'Jo Smith!' -> 'jo-smith'; names with no latin letters or digits get a hashed id. */
export function accountIdFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || `user-${sha256(name).slice(0, 10)}`;
}

export interface StoreLogger {
  warn(message: string): void;
}

/** Accounts and tokens, in memory, written through to `<dataDir>/provider-sim.json` when given. */
export class ProviderStore {
  private accounts = new Map<string, Account>();
  private accessTokens = new Map<string, StoredToken>();
  private refreshTokens = new Map<string, StoredToken>();
  private libraries = new Map<string, SavedEntry[]>();
  private stars = new Map<string, StarredItems>();

  /** A change not yet on disk; and the write under way, if any. */
  private dirty = false;
  private writing: Promise<void> | undefined;

  private constructor(
    private readonly file: string | undefined,
    private readonly now: () => number,
    private readonly log?: StoreLogger,
  ) {}

  static open(options: { dataDir?: string; now?: () => number; log?: StoreLogger }): ProviderStore {
    const file = options.dataDir ? path.join(options.dataDir, STORE_FILE_NAME) : undefined;
    const store = new ProviderStore(file, options.now ?? Date.now, options.log);
    if (file && existsSync(file)) store.load(file, options.log);
    let seeded = false;
    for (const seed of SEED_ACCOUNTS) {
      if (!store.accounts.has(seed.id)) {
        store.accounts.set(seed.id, { ...seed, accountId: makeAccountId(seed.id), createdAt: 0 });
        seeded = true;
      }
    }
    if (seeded) store.save();
    return store;
  }

  // Accounts

  listAccounts(): Account[] {
    return [...this.accounts.values()];
  }

  getAccount(id: string): Account | undefined {
    return this.accounts.get(id);
  }

  /** The account with that name (its id), if there is one. */
  findAccountByName(displayName: string): Account | undefined {
    return this.accounts.get(accountIdFromName(displayName));
  }

  get accountCount(): number {
    return this.accounts.size;
  }

  /** Signs in to the account with that name (its id), or creates it with the chosen product. */
  signInOrCreate(displayName: string, product: Product): Account {
    const id = accountIdFromName(displayName);
    const existing = this.accounts.get(id);
    if (existing) return existing;
    const account: Account = { id, accountId: makeAccountId(), displayName, product, createdAt: this.now() };
    this.accounts.set(id, account);
    this.save();
    return account;
  }

  // Tokens

  issueAccessToken(grant: Omit<TokenGrant, 'expiresAt'>, ttlSeconds: number): { token: string; grant: TokenGrant } {
    const token = randomToken('BQ');
    const stored: StoredToken = { ...grant, expiresAt: this.now() + ttlSeconds * 1000, hash: sha256(token) };
    this.accessTokens.set(stored.hash, stored);
    this.save();
    return { token, grant: publicGrant(stored) };
  }

  issueRefreshToken(grant: Omit<TokenGrant, 'expiresAt'>, ttlSeconds: number): string {
    const token = randomToken('AQ');
    const stored: StoredToken = { ...grant, expiresAt: this.now() + ttlSeconds * 1000, hash: sha256(token) };
    this.refreshTokens.set(stored.hash, stored);
    this.save();
    return token;
  }

  /** The grant behind an access token, expired or not (callers tell the two apart). */
  findAccessToken(token: string): TokenGrant | undefined {
    const stored = this.accessTokens.get(sha256(token));
    return stored && publicGrant(stored);
  }

  findRefreshToken(token: string): TokenGrant | undefined {
    const stored = this.refreshTokens.get(sha256(token));
    return stored && publicGrant(stored);
  }

  /** The account an access token acts for, when the token is valid and belongs to a user. */
  accountForAccessToken(token: string): Account | undefined {
    const grant = this.findAccessToken(token);
    if (!grant || grant.expiresAt <= this.now() || !grant.accountId) return undefined;
    return this.accounts.get(grant.accountId);
  }

  // Libraries

  /** The account's saved tracks as last changed, newest first; undefined until it changes them. */
  getLibrary(accountId: string): SavedEntry[] | undefined {
    return this.libraries.get(accountId)?.slice();
  }

  setLibrary(accountId: string, entries: SavedEntry[]): void {
    this.libraries.set(accountId, entries.slice());
    this.save();
  }

  // Stars (albums and artists)

  /** The account's starred items of one kind: id -> ISO time, newest last. */
  getStars(accountId: string, kind: StarKind): Record<string, string> {
    return { ...this.stars.get(accountId)?.[kind] };
  }

  /** Stars (with the time) or unstars (undefined) items; writes only when something changed. */
  setStars(accountId: string, kind: StarKind, ids: string[], starredAt: string | undefined): void {
    const items = this.stars.get(accountId) ?? { album: {}, artist: {} };
    let changed = false;
    for (const id of ids) {
      if (starredAt === undefined && id in items[kind]) {
        delete items[kind][id];
        changed = true;
      } else if (starredAt !== undefined && !(id in items[kind])) {
        items[kind][id] = starredAt;
        changed = true;
      }
    }
    if (!changed) return;
    this.stars.set(accountId, items);
    this.save();
  }

  // Persistence

  private load(file: string, log?: StoreLogger): void {
    let state: PersistedState;
    try {
      state = JSON.parse(readFileSync(file, 'utf8')) as PersistedState;
      if (state?.version !== 1 || !Array.isArray(state.accounts)) throw new Error('unknown format');
    } catch (err) {
      const aside = `${file}.corrupt-${Date.now()}`;
      renameSync(file, aside);
      log?.warn(`provider-sim: could not read ${file} (${(err as Error).message}); moved it to ${aside}`);
      return;
    }
    for (const account of state.accounts) this.accounts.set(account.id, account);
    for (const token of state.accessTokens ?? []) this.accessTokens.set(token.hash, token);
    for (const token of state.refreshTokens ?? []) this.refreshTokens.set(token.hash, token);
    for (const [accountId, entries] of Object.entries(state.libraries ?? {})) {
      if (Array.isArray(entries)) this.libraries.set(accountId, entries);
    }
    for (const [accountId, items] of Object.entries(state.stars ?? {})) {
      if (items?.album && items.artist) this.stars.set(accountId, items);
    }
  }

  /**
   * Writes the state to disk in the background: a request never waits for the file, and changes
   * made while a write is under way go out together in the next one.
   */
  private save(): void {
    if (!this.file) return;
    this.dirty = true;
    this.writing ??= this.writeOut().finally(() => {
      this.writing = undefined;
      // A change that came in as the last write finished.
      if (this.dirty) this.save();
    });
  }

  private async writeOut(): Promise<void> {
    const file = this.file!;
    while (this.dirty) {
      this.dirty = false;
      const now = this.now();
      for (const [hash, token] of this.accessTokens) {
        if (token.expiresAt + EXPIRED_TOKEN_GRACE_MS < now) this.accessTokens.delete(hash);
      }
      for (const [hash, token] of this.refreshTokens) {
        if (token.expiresAt < now) this.refreshTokens.delete(hash);
      }
      const state: PersistedState = {
        version: 1,
        accounts: [...this.accounts.values()],
        accessTokens: [...this.accessTokens.values()],
        refreshTokens: [...this.refreshTokens.values()],
        libraries: Object.fromEntries(this.libraries),
        stars: Object.fromEntries(this.stars),
      };
      try {
        await mkdir(path.dirname(file), { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        await writeFile(tmp, JSON.stringify(state, null, 2));
        await rename(tmp, file);
      } catch (err) {
        // The state lives on in memory; the next change tries again.
        this.log?.warn(`provider-sim: could not write ${file}: ${(err as Error).message}`);
      }
    }
  }

  /** Resolves once every change made so far is on disk (the plugin awaits it when it closes). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }
}

function publicGrant({ clientId, accountId, scope, expiresAt }: StoredToken): TokenGrant {
  return { clientId, accountId, scope, expiresAt };
}
