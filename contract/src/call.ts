import type { z } from 'zod';
import type { Access } from './roles.ts';
import type { QueryShape, QueryValues } from './params.ts';

export type HttpMethod = 'GET' | 'POST';

/** What a call declares; `controller`, `action` and `path` are filled in by `controller()`. */
export interface CallSpec<Q extends QueryShape, B extends z.ZodType | undefined, R extends z.ZodType, F extends boolean = boolean> {
  readonly method: HttpMethod;
  /** One line saying what the call does. */
  readonly summary: string;
  readonly access: Access;
  readonly query: Q;
  readonly body: B;
  /** The JSON answer; `z.null()` for a call that answers 204. Ignored for file answers. */
  readonly response: R;
  /** The call answers a file (PDF, Excel, text) instead of JSON. */
  readonly file: F;
  /**
   * The specification lists a few GET calls with a body. Browsers cannot send one, so such
   * calls also accept POST and take the body's fields from the query string on GET.
   */
  readonly getWithBody: boolean;
  /** The largest body the call reads; larger ones are refused before they are parsed (413). */
  readonly maxBodyBytes: number;
}

/** The body limit of a call that declares none: far above any form's JSON, far below what would load the server. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export interface CallDef<
  Q extends QueryShape = QueryShape,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> extends CallSpec<Q, B, R> {
  readonly controller: string;
  readonly action: string;
  /** `/api/{Controller}/{Action}`, matched case-insensitively by the server. */
  readonly path: string;
  /** `Controller.Action`, the name used in messages and tests. */
  readonly name: string;
}

interface CallInput<Q extends QueryShape, B extends z.ZodType | undefined, R extends z.ZodType, F extends boolean> {
  method: HttpMethod;
  summary: string;
  access: Access;
  query?: Q;
  body?: B;
  response: R;
  file?: F;
  getWithBody?: boolean;
  maxBodyBytes?: number;
}

export function call<
  const Q extends QueryShape = Record<never, never>,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  const F extends boolean = false,
>(input: CallInput<Q, B, R, F>): CallSpec<Q, B, R, F> {
  return {
    method: input.method,
    summary: input.summary,
    access: input.access,
    query: (input.query ?? {}) as Q,
    body: input.body as B,
    response: input.response,
    // A call without `file` answers JSON: F is then false.
    file: (input.file ?? false) as F,
    getWithBody: input.getWithBody ?? false,
    maxBodyBytes: input.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  };
}

type Capitalized<S extends string> = S extends `${infer F}${infer Rest}` ? `${Uppercase<F>}${Rest}` : S;

export type Controller<T extends Record<string, CallSpec<QueryShape, z.ZodType | undefined, z.ZodType>>> = {
  readonly [K in keyof T & string]: T[K] & { controller: string; action: Capitalized<K>; path: string; name: string };
};

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Names the calls of one controller of the specification: key `addPlannedWatch` is `/api/Plan/AddPlannedWatch`. */
export function controller<T extends Record<string, CallSpec<QueryShape, z.ZodType | undefined, z.ZodType>>>(
  name: string,
  calls: T,
): Controller<T> {
  const named: Record<string, CallDef> = {};
  for (const [key, spec] of Object.entries(calls)) {
    const action = capitalize(key);
    named[key] = { ...spec, controller: name, action, path: `/api/${name}/${action}`, name: `${name}.${action}` };
  }
  return named as Controller<T>;
}

export type QueryOf<C extends CallDef> = C extends CallDef<infer Q, z.ZodType | undefined, z.ZodType> ? QueryValues<Q> : never;
export type BodyOf<C extends CallDef> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
export type ParsedBodyOf<C extends CallDef> = C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
export type ResponseOf<C extends CallDef> = C['file'] extends true ? Blob : z.output<C['response']> | null;
