export * from './calendar/index.ts';
export * from './rest/index.ts';
export * from './payrules/index.ts';
