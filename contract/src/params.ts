/**
 * Query parameters are declared by kind, not as zod schemas, because both sides need them
 * differently: the client sends typed values, the server parses strings and must tell a
 * missing parameter ("cannot be null") from a malformed one. Every kind carries its bounds, so
 * nothing unbounded reaches a handler: ids are positive 32-bit integers, other numbers have
 * their own range, strings a maximum length and no control characters, dates are real calendar
 * dates of years 1900-2200, and an end date names its start and the longest range allowed.
 */
import { FIRST_YEAR, LAST_YEAR, MAX_ID, daysBetween, hasControlCharacters, isCalendarDate } from './bounds.ts';

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

/** The bounds of one parameter; each kind gets safe ones by default. */
export interface ParamBounds {
  /** int and number: the smallest and largest value allowed. */
  readonly min?: number;
  readonly max?: number;
  /** string: the longest text allowed. */
  readonly maxLength?: number;
  /** string: the only values allowed (e.g. sort columns). */
  readonly values?: readonly string[];
  /** date: this is the end of a range that starts at the named parameter and spans at most `maxDays` days, both ends included. */
  readonly rangeStart?: string;
  readonly maxDays?: number;
}

export interface Param<K extends ParamKind = ParamKind, Required extends boolean = boolean> extends ParamBounds {
  readonly kind: K;
  readonly required: Required;
}

export interface ParamBuilder<K extends ParamKind, Required extends boolean> extends Param<K, Required> {
  optional(): ParamBuilder<K, false>;
  /** int and number: a range of its own instead of an id's. */
  between(min: number, max: number): ParamBuilder<K, Required>;
  /** string: a maximum length of its own. */
  maxChars(length: number): ParamBuilder<K, Required>;
  /** string: one of these values only. */
  oneOf(values: readonly string[]): ParamBuilder<K, Required>;
  /** date: the end of a range from the named start parameter, spanning at most `maxDays` days with both ends. */
  after(start: string, maxDays: number): ParamBuilder<K, Required>;
}

/** The range every date range of the contract is held to unless its call declares another. */
export const MAX_RANGE_DAYS = 366;
/** The length of a free-text query parameter unless it declares its own. */
export const MAX_PARAM_LENGTH = 200;

const DEFAULT_BOUNDS: Record<ParamKind, ParamBounds> = {
  int: { min: 1, max: MAX_ID },
  number: { min: -1_000_000, max: 1_000_000 },
  string: { maxLength: MAX_PARAM_LENGTH },
  bool: {},
  date: {},
  period: {},
  datetime: {},
};

function builder<K extends ParamKind, R extends boolean>(param: Param<K, R>): ParamBuilder<K, R> {
  return {
    ...param,
    optional: () => builder({ ...param, required: false }),
    between: (min, max) => builder({ ...param, min, max }),
    maxChars: (length) => builder({ ...param, maxLength: length }),
    oneOf: (values) => builder({ ...param, values }),
    after: (start, maxDays) => builder({ ...param, rangeStart: start, maxDays }),
  };
}

function param<K extends ParamKind>(kind: K): ParamBuilder<K, true> {
  return builder({ kind, required: true, ...DEFAULT_BOUNDS[kind] });
}

export const q = {
  /** A whole number; an id (1 to 2 147 483 647) unless `.between()` says otherwise. */
  int: () => param('int'),
  /** An id: the same as `q.int()`, named for the reader. */
  id: () => param('int'),
  /** A whole number within its own range: the same as `q.int().between(min, max)`. */
  intBetween: (min: number, max: number) => param('int').between(min, max),
  number: () => param('number'),
  string: () => param('string'),
  bool: () => param('bool'),
  date: () => param('date'),
  period: () => param('period'),
  datetime: () => param('datetime'),
};

/**
 * A date range: `start` and `end` (or other names), the end not before the start and at most
 * `maxDays` after it. Every range of the contract is declared this way (docs/architecture.md).
 */
export function dateRange(maxDays: number = MAX_RANGE_DAYS) {
  return { start: param('date'), end: param('date').after('start', maxDays) };
}

/** A date range under other names than `start` and `end`. */
export function namedDateRange<const S extends string, const E extends string>(start: S, end: E, maxDays: number = MAX_RANGE_DAYS) {
  return { [start]: param('date'), [end]: param('date').after(start, maxDays) } as Record<S, ParamBuilder<'date', true>> &
    Record<E, ParamBuilder<'date', true>>;
}

export type QueryShape = Readonly<Record<string, Param>>;

type RequiredKeys<Q extends QueryShape> = { [K in keyof Q]: Q[K]['required'] extends true ? K : never }[keyof Q];
type OptionalKeys<Q extends QueryShape> = Exclude<keyof Q, RequiredKeys<Q>>;

/** The values a caller passes for a query shape: required ones typed, optional ones nullable. */
export type QueryValues<Q extends QueryShape> = { [K in RequiredKeys<Q>]: KindValue[Q[K]['kind']] } & {
  [K in OptionalKeys<Q>]?: KindValue[Q[K]['kind']] | null;
};

const formatNumber = (value: number) => value.toLocaleString('da-DK');

/** What is wrong with one value within its parameter's bounds, in Danish; null when it is fine. */
export function paramValueProblem(param: Param, value: KindValue[ParamKind]): string | null {
  switch (param.kind) {
    case 'int':
    case 'number': {
      const n = value as number;
      if (!Number.isFinite(n)) return 'den skal være et tal';
      if (param.kind === 'int' && !Number.isInteger(n)) return 'den skal være et helt tal';
      if ((param.min !== undefined && n < param.min) || (param.max !== undefined && n > param.max)) {
        return `den skal være mellem ${formatNumber(param.min ?? -Infinity)} og ${formatNumber(param.max ?? Infinity)}`;
      }
      return null;
    }
    case 'string': {
      const text = value as string;
      if (hasControlCharacters(text)) return 'den må ikke indeholde styretegn';
      if (param.maxLength !== undefined && text.length > param.maxLength) return `den kan højst være ${param.maxLength} tegn`;
      if (param.values && !param.values.includes(text)) return `den skal være en af ${param.values.join(', ')}`;
      return null;
    }
    case 'date':
    case 'period':
    case 'datetime': {
      const date = (value as string).slice(0, 10);
      if (!isCalendarDate(date)) return `datoen skal være en rigtig dato i årene ${FIRST_YEAR}-${LAST_YEAR}`;
      if (param.kind === 'period' && !date.endsWith('-01')) return 'en periode er den første dag i en måned (ÅÅÅÅ-MM-01)';
      return null;
    }
    case 'bool':
      return null;
  }
}

/** What is wrong with the ranges of a whole query, in Danish; null when every end lies within its range. */
export function queryRangeProblem(shape: QueryShape, values: Readonly<Record<string, unknown>>): string | null {
  for (const [name, param] of Object.entries(shape)) {
    if (!param.rangeStart) continue;
    const start = values[param.rangeStart];
    const end = values[name];
    if (typeof start !== 'string' || typeof end !== 'string') continue;
    const days = daysBetween(start.slice(0, 10), end.slice(0, 10));
    if (days < 0) return `'${name}' må ikke ligge før '${param.rangeStart}'.`;
    if (param.maxDays !== undefined && days + 1 > param.maxDays) {
      return `Perioden fra '${param.rangeStart}' til '${name}' må højst være ${param.maxDays} dage.`;
    }
  }
  return null;
}
