import type { FastifyRequest } from 'fastify';
import type { CallDef, ParsedBodyOf } from '@kaj/contract';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { ParsedQuery } from './query.ts';
import type { JsonBody } from './json-bytes.ts';

export interface FileResult {
  fileName: string;
  contentType: string;
  data: Uint8Array;
}

export interface CallContext<C extends CallDef> {
  query: ParsedQuery<C['query']>;
  body: ParsedBodyOf<C>;
  /** The signed-in user; null only for public calls. */
  user: C['access'] extends 'public' ? SessionUser | null : SessionUser;
  db: Db;
  services: Services;
  request: FastifyRequest;
}

/** An answer already written as the bytes of the JSON of the call's response (the grid's rows, whose days are kept encoded): sent as it is. */
export class JsonAnswer {
  constructor(readonly body: JsonBody) {}
}

type Answer<C extends CallDef> = C['file'] extends true ? FileResult : z.input<C['response']> | JsonAnswer | null | undefined;

export type Implementation<C extends CallDef> = (context: CallContext<C>) => Promise<Answer<C>>;

export interface RegisteredHandler {
  readonly call: CallDef;
  run(context: CallContext<CallDef>): Promise<unknown>;
}

/** Binds an implementation to its call of the contract; the route registration finds it by the call. */
export function handle<C extends CallDef>(call: C, implementation: Implementation<C>): RegisteredHandler {
  return { call, run: implementation as unknown as RegisteredHandler['run'] };
}
