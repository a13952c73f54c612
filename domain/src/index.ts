export * from '@kaj/calendar';
export * from './rest/index.ts';
export * from './payrules/index.ts';
export * from './mileage/index.ts';
export * from './rotations/index.ts';
export * from './manning/index.ts';
