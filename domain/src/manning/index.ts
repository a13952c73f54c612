export * from './manning.ts';
