import { z } from 'zod';
import { id, isoDate } from './common.ts';
import { list } from './values.ts';
import { MAX_ROTATION_EMPLOYMENTS } from './rotations.ts';

// Copying a week or a month of the plan (issue 20): the planned watch codes of the chosen employments in the source
// week or month are laid again from the target's first day, with the preview and undo of a rotation.

/** A week runs Monday to Sunday, a month from its 1st; both periods are named by their first day. */
export const copyPeriodKind = z.enum(['week', 'month']);
export type CopyPeriodKind = z.infer<typeof copyPeriodKind>;

const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
const firstDayOk = (kind: CopyPeriodKind, date: string): boolean => (kind === 'week' ? weekdayOf(date) === 1 : date.endsWith('-01'));

export const copyPeriodRequest = z
  .object({
    kind: copyPeriodKind,
    /** The first day of the week (a Monday) or month (the 1st) copied from, and of the one copied to. */
    source: isoDate,
    target: isoDate,
    employmentIds: list(id, MAX_ROTATION_EMPLOYMENTS, `Vælg højst ${MAX_ROTATION_EMPLOYMENTS} medarbejdere`)
      .min(1, 'Vælg mindst én medarbejder')
      .refine((ids) => new Set(ids).size === ids.length, 'En ansættelse er valgt to gange'),
  })
  .superRefine((value, context) => {
    const first = value.kind === 'week' ? 'en mandag' : 'den 1. i en måned';
    for (const key of ['source', 'target'] as const) {
      if (!firstDayOk(value.kind, value[key])) context.addIssue({ code: 'custom', path: [key], message: `${key === 'source' ? 'Kilden' : 'Målet'} skal begynde ${first}` });
    }
    if (value.source === value.target) context.addIssue({ code: 'custom', path: ['target'], message: 'Målet skal være en anden periode end kilden' });
  });
export type CopyPeriodRequest = z.infer<typeof copyPeriodRequest>;
