import type { HistoryKind } from '@kaj/contract';

// The readable Danish line of an audit row: what was changed, how, and the date or period it concerns.

const ENTITIES: Record<string, { label: string; kind: HistoryKind }> = {
  plannedWatch: { label: 'Planlagt vagt', kind: 'watches' },
  realisedWatch: { label: 'Vagt', kind: 'watches' },
  approval: { label: 'Godkendelse', kind: 'approvals' },
  closing: { label: 'Lukning', kind: 'closings' },
  export: { label: 'Lessor-eksport', kind: 'exports' },
  agreement: { label: 'Overenskomst', kind: 'rules' },
  payRule: { label: 'Lønkontoregel', kind: 'rules' },
  restDay: { label: 'Hviledag', kind: 'rest' },
  restCard: { label: 'Hviletidskort', kind: 'rest' },
};

/** The audit trail's entities of each kind the history filters on. */
export const ENTITIES_OF: Record<HistoryKind, string[]> = {
  watches: ['plannedWatch', 'realisedWatch'],
  approvals: ['approval'],
  closings: ['closing'],
  exports: ['export'],
  rules: ['agreement', 'payRule'],
  rest: ['restDay', 'restCard'],
};

const ACTIONS: Record<string, string> = {
  add: 'oprettet',
  change: 'ændret',
  cancel: 'aflyst',
  remove: 'fjernet',
  move: 'flyttet',
  copy: 'kopieret',
  sync: 'overført',
  approve: 'godkendt',
  reject: 'afvist',
  save: 'gemt',
  lock: 'låst',
  unlock: 'låst op',
  validate: 'valideret',
  recalculate: 'genberegnet',
  correct: 'rettet',
  create: 'lavet',
  delete: 'slettet',
};

const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'];

export const kindOf = (entity: string): HistoryKind => ENTITIES[entity]?.kind ?? 'watches';

const danishDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
const danishMonth = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

const text = (record: Record<string, unknown> | null, key: string) => {
  const value = record?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

/** What the row concerns beyond its date: a watch's code and times, a rule's or agreement's name. */
function detail(entity: string, code: string | null, record: Record<string, unknown> | null): string | null {
  if (entity === 'plannedWatch' || entity === 'realisedWatch') {
    const start = text(record, 'startTime');
    const end = text(record, 'endTime');
    return [code, start && end ? `${start.slice(0, 5)}–${end.slice(0, 5)}` : null].filter(Boolean).join(' ') || null;
  }
  if (entity === 'agreement') return [text(record, 'code'), text(record, 'name')].filter(Boolean).join(' ') || null;
  if (entity === 'payRule') return text(record, 'name');
  return null;
}

export function summaryOf(row: { entity: string; action: string; date: string | null; code: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null }): string {
  const label = ENTITIES[row.entity]?.label ?? row.entity;
  const action = ACTIONS[row.action] ?? row.action;
  const monthly = row.entity === 'closing' || row.entity === 'export' || row.entity === 'restCard';
  const when = row.date ? (monthly ? danishMonth(row.date) : danishDate(row.date)) : null;
  const what = detail(row.entity, row.code, row.after ?? row.before);
  return `${label} ${action}${when || what ? ': ' : ''}${[when, what].filter(Boolean).join(' ')}`;
}
