import { addressHandlers } from './addresses.ts';
import { carHandlers } from './cars.ts';

/** An employee's addresses and cars (Milage and App controllers alike). */
export const addressAndCarHandlers = [...addressHandlers, ...carHandlers];
