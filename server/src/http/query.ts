import { paramValueProblem, queryRangeProblem, type KindValue, type Param, type ParamKind, type QueryShape } from '@kaj/contract';
import { badRequest, missingParameter } from '../errors.ts';

export type ParsedQuery<Q extends QueryShape> = {
  [K in keyof Q]: Q[K]['required'] extends true ? KindValue[Q[K]['kind']] : KindValue[Q[K]['kind']] | undefined;
};

export type RawQuery = Record<string, string | string[] | undefined>;

const isoDate = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]{1,20}(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Reads one value of a kind from its text, or says in Danish what is wrong with it. */
function parseValue(kind: ParamKind, name: string, text: string): KindValue[ParamKind] {
  const invalid = (expected: string) => badRequest('invalid_parameter', `Parameteren '${name}' er ugyldig: ${expected}.`);
  switch (kind) {
    case 'int': {
      if (!/^-?\d{1,15}$/.test(text)) throw invalid('den skal være et helt tal');
      return Number(text);
    }
    case 'number': {
      const normalised = text.replace(',', '.');
      if (!/^-?\d+(\.\d+)?$/.test(normalised)) throw invalid('den skal være et tal');
      return Number(normalised);
    }
    case 'bool': {
      const lower = text.toLowerCase();
      if (lower === 'true' || lower === '1') return true;
      if (lower === 'false' || lower === '0') return false;
      throw invalid('den skal være true eller false');
    }
    case 'date':
    case 'period': {
      if (!isoDate.test(text)) throw invalid('datoen skal skrives ÅÅÅÅ-MM-DD');
      return text.slice(0, 10);
    }
    case 'datetime': {
      if (text.length > 40 || !/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(Date.parse(text))) throw invalid('tidspunktet skal være en ISO-dato med klokkeslæt');
      return text;
    }
    case 'string':
      return text;
  }
}

/** Parameter names are matched case-insensitively, as the clients of the original product expect. */
export function parseQuery<Q extends QueryShape>(shape: Q, raw: RawQuery): ParsedQuery<Q> {
  const byLowerName = new Map<string, string>();
  for (const [key, value] of Object.entries(raw)) {
    const text = Array.isArray(value) ? value[value.length - 1] : value;
    if (text !== undefined) byLowerName.set(key.toLowerCase(), text);
  }
  const parsed: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(shape) as [string, Param][]) {
    const text = byLowerName.get(name.toLowerCase());
    const absent = text === undefined || text === '' || text === 'null' || text === 'undefined';
    if (absent) {
      if (param.required) throw missingParameter(name);
      parsed[name] = undefined;
      continue;
    }
    const value = parseValue(param.kind, name, text.trim());
    const problem = paramValueProblem(param, value);
    if (problem) throw badRequest('invalid_parameter', `Parameteren '${name}' er ugyldig: ${problem}.`);
    parsed[name] = value;
  }
  const rangeProblem = queryRangeProblem(shape, parsed);
  if (rangeProblem) throw badRequest('invalid_range', rangeProblem);
  return parsed as ParsedQuery<Q>;
}

/** A GET call that the specification gives a body carries the body's fields in the query string instead. */
export function bodyFromQuery(raw: RawQuery, shape: QueryShape): Record<string, unknown> {
  const queryNames = new Set(Object.keys(shape).map((name) => name.toLowerCase()));
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (queryNames.has(key.toLowerCase()) || value === undefined) continue;
    const text = Array.isArray(value) ? value[value.length - 1] ?? '' : value;
    body[key] = /^(-?\d+(\.\d+)?|true|false|null)$/.test(text) ? JSON.parse(text) : text;
  }
  return body;
}
