import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderContext } from '../context';
import type { Account } from '../store';
import type { Payload } from './envelope';
import type { Query } from './params';

/** One request to an endpoint: its query, and the account it acts for once authenticated. */
export interface Call {
  ctx: ProviderContext;
  query: Query;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface UserCall extends Call {
  account: Account;
}

/** Returned by a handler that has sent a binary answer (audio, art) itself. */
export const SENT = Symbol('answer sent');

/** What the envelope carries on success, or SENT. */
export type Answer = Payload | typeof SENT;

export type Endpoint =
  | { public: true; handle(call: Call): Answer | Promise<Answer> }
  | { public?: false; handle(call: UserCall): Answer | Promise<Answer> };

/** Endpoints of one area by method name (`ping`, `search3`, ...). */
export type Endpoints = Record<string, Endpoint>;
