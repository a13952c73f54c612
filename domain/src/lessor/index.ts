// Lessor payroll files and the rules around them (DOMAIN.md sections 9 and 13).

export * from './lines.ts';
export * from './numbers.ts';
export * from './windows-1252.ts';
export * from './lessor5.ts';
export * from './lessor4.ts';
export * from './files.ts';
export * from './merge-absence.ts';
export * from './grouping.ts';
export * from './pay-date.ts';
export * from './pricing.ts';
