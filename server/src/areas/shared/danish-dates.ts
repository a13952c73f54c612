import type { IsoDate } from '@kaj/domain';

const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'];

/** 3.11.2026, as Danish messages write a date. */
export const danishDate = (iso: IsoDate) => `${Number(iso.slice(8, 10))}.${Number(iso.slice(5, 7))}.${iso.slice(0, 4)}`;

/** november 2026. */
export const danishMonth = (iso: IsoDate) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
