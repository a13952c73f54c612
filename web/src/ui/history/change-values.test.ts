import { describe, expect, it } from 'vitest';
import { changedLines } from './ChangeValues.tsx';

describe('changedLines', () => {
  it('lists only the changed fields when there is a before and an after, by their Danish names', () => {
    expect(changedLines({ startTime: '06:00:00', endTime: '14:00:00', cancelled: false }, { startTime: '08:00:00', endTime: '14:00:00', cancelled: true })).toEqual([
      { field: 'Start', before: '06:00:00', after: '08:00:00' },
      { field: 'Aflyst', before: 'Nej', after: 'Ja' },
    ]);
  });

  it('lists every field of a record made or removed, and shows nested values as JSON', () => {
    expect(changedLines(null, { level: 1, watchIds: [4, 5], comment: null })).toEqual([
      { field: 'Niveau', before: '', after: '1' },
      { field: 'watchIds', before: '', after: '[4,5]' },
      { field: 'Kommentar', before: '', after: '–' },
    ]);
  });
});
