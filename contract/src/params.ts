/**
 * Query parameters are declared by kind, not as zod schemas, because both sides need them
 * differently: the client sends typed values, the server parses strings and must tell a
 * missing parameter ("cannot be null") from a malformed one.
 */
export type ParamKind = 'int' | 'number' | 'string' | 'bool' | 'date' | 'period' | 'datetime';

export interface KindValue {
  int: number;
  number: number;
  string: string;
  bool: boolean;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** First day of a month, YYYY-MM-01 (DOMAIN.md section 1). */
  period: string;
  /** ISO date and time. */
  datetime: string;
}

export interface Param<K extends ParamKind = ParamKind, Required extends boolean = boolean> {
  readonly kind: K;
  readonly required: Required;
}

interface RequiredParam<K extends ParamKind> extends Param<K, true> {
  optional(): Param<K, false>;
}

function param<K extends ParamKind>(kind: K): RequiredParam<K> {
  return { kind, required: true, optional: () => ({ kind, required: false }) };
}

export const q = {
  int: () => param('int'),
  number: () => param('number'),
  string: () => param('string'),
  bool: () => param('bool'),
  date: () => param('date'),
  period: () => param('period'),
  datetime: () => param('datetime'),
};

export type QueryShape = Readonly<Record<string, Param>>;

type RequiredKeys<Q extends QueryShape> = { [K in keyof Q]: Q[K]['required'] extends true ? K : never }[keyof Q];
type OptionalKeys<Q extends QueryShape> = Exclude<keyof Q, RequiredKeys<Q>>;

/** The values a caller passes for a query shape: required ones typed, optional ones nullable. */
export type QueryValues<Q extends QueryShape> = { [K in RequiredKeys<Q>]: KindValue[Q[K]['kind']] } & {
  [K in OptionalKeys<Q>]?: KindValue[Q[K]['kind']] | null;
};
