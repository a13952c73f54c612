import { describe, expect, it } from 'vitest';
import type { WatchTemplateDto } from '@kaj/contract';
import { overlappingDetail, placeDetails, toFormValues, toSaveBody, totalPaidMinutes, type WatchCodeValues } from './watch-code-form.ts';

const night: WatchTemplateDto = {
  watchTemplateId: 7,
  code: 'N12',
  color: '#1f4e79',
  description: null,
  active: true,
  sortGroup: 1,
  replacementWatchTemplateId: null,
  planUserId: null,
  onBoard: true,
  canBeDeleted: true,
  details: [
    { watchDetailId: 1, startTime: '18:00', endTime: '23:00', totalTime: 300, properties: [{ propertyId: 30, propertyTypeId: 6, name: 'Sejlads', code: null, value: null }] },
    { watchDetailId: 2, startTime: '23:30', endTime: '06:00', totalTime: 360, properties: [] },
  ],
  subTemplates: [],
};

describe('the watch-code form', () => {
  it('shows a paid time equal to the span as empty, and a shorter one as hours and minutes', () => {
    const values = toFormValues(night);
    expect(values.palette).toBe('shared');
    expect(values.details.map((detail) => detail.paid)).toEqual(['', '6:00']);
  });

  it('sends an empty paid time as the span (null) and a typed one in minutes', () => {
    const body = toSaveBody(toFormValues(night), night);
    expect(body.watchTemplateId).toBe(7);
    expect(body.planUserId).toBeNull();
    expect(body.details.map((detail) => detail.totalTime)).toEqual([null, 360]);
    expect(body.details[0]!.properties).toEqual([{ propertyId: 30, value: null }]);
  });

  it('places a watch that ends at or before its start into the next day, and tour days after the planned date', () => {
    const values: Pick<WatchCodeValues, 'details' | 'tourDays'> = {
      details: toFormValues(night).details,
      tourDays: [{ dayOffset: 1, details: [{ startTime: '18:00', endTime: '06:00', paid: '', properties: [] }] }],
    };
    expect(placeDetails(values).map(({ start, end }) => [start, end])).toEqual([
      [18 * 60, 23 * 60],
      [23 * 60 + 30, 30 * 60],
      [42 * 60, 54 * 60],
    ]);
    // The second watch is paid 6:00 of its 6:30.
    expect(totalPaidMinutes(values)).toBe(300 + 360 + 720);
  });

  it('finds a watch that overlaps another, also across midnight', () => {
    const values: Pick<WatchCodeValues, 'details' | 'tourDays'> = {
      details: [
        { startTime: '20:00', endTime: '02:00', paid: '', properties: [] },
        { startTime: '02:00', endTime: '06:00', paid: '', properties: [] },
      ],
      tourDays: [{ dayOffset: 1, details: [{ startTime: '01:00', endTime: '03:00', paid: '', properties: [] }] }],
    };
    const placed = placeDetails(values);
    // 02:00–06:00 is the early morning of the planned date, before 20:00: no overlap.
    expect(overlappingDetail(placed, 0, 1)).toBeNull();
    // 01:00 the next day lies inside 20:00–02:00.
    expect(overlappingDetail(placed, 1, 0)).toMatchObject({ dayOffset: 0, index: 0 });
  });
});
