import type { PayAccountUnit } from '@kaj/contract';

// The pay accounts, export accounts (Lessor wage types) and export prices of the demo company's
// agreements, by name; `demo-pay-configuration.ts` turns the names into ids. Described in docs/demo-agreement.md.

export interface DemoPayAccount {
  name: string;
  unit: PayAccountUnit;
  carriesBalance: boolean;
  saldoStartMonth?: number;
  overflow?: string;
  parent?: string;
  useParentBalance?: boolean;
  displayOffsetYear?: number;
}

/** In creation order: an account named as parent or overflow comes before the accounts that name it. */
export const DEMO_PAY_ACCOUNTS: readonly DemoPayAccount[] = [
  { name: 'Normtimer', unit: 'hours', carriesBalance: true },
  { name: 'Sejladstimer', unit: 'hours', carriesBalance: false },
  { name: 'Aftentillæg', unit: 'hours', carriesBalance: false },
  { name: 'Nattillæg', unit: 'hours', carriesBalance: false },
  { name: 'Weekend- og helligdagstillæg', unit: 'hours', carriesBalance: false },
  { name: 'Lørdagstillæg', unit: 'hours', carriesBalance: false, parent: 'Weekend- og helligdagstillæg' },
  { name: 'Søn-/helligdagstillæg', unit: 'hours', carriesBalance: false, parent: 'Weekend- og helligdagstillæg' },
  { name: 'Juleaften og nytårsaften', unit: 'hours', carriesBalance: false },
  { name: 'Overtid 50 %', unit: 'hours', carriesBalance: false },
  { name: 'Overtid 100 %', unit: 'hours', carriesBalance: false },
  { name: 'Afspadsering', unit: 'hours', carriesBalance: true, saldoStartMonth: 5 },
  { name: 'Ferie til udbetaling', unit: 'days', carriesBalance: true, saldoStartMonth: 9, displayOffsetYear: 1 },
  { name: 'Ferie', unit: 'days', carriesBalance: true, saldoStartMonth: 9, overflow: 'Ferie til udbetaling', displayOffsetYear: 1 },
  { name: 'Ferie, overført', unit: 'days', carriesBalance: true, saldoStartMonth: 9, parent: 'Ferie', useParentBalance: true, displayOffsetYear: 1 },
  { name: '6. ferieuge', unit: 'days', carriesBalance: true, saldoStartMonth: 9, overflow: 'Ferie til udbetaling', displayOffsetYear: 1 },
  { name: 'Feriegodtgørelse', unit: 'hours', carriesBalance: false },
  { name: 'Fungeringstillæg', unit: 'hours', carriesBalance: false },
  { name: 'Korte vagter', unit: 'count', carriesBalance: false },
  { name: 'Skifteholdstillæg', unit: 'kroner', carriesBalance: false },
];

/** Closing activity types beyond the system's own (payout, expiry, overflow, norm move). */
export const DEMO_CLOSING_ACTIVITY_TYPES = [{ name: 'Feriegodtgørelse', outgoingActivity: true }] as const;

export interface DemoExportAccount {
  account: string;
  name: string;
  payAccount?: string;
  closingType?: string;
  /** An absence property (`absence/Ferie`). */
  absence?: string;
  inDays?: boolean;
  countCalendarDays?: boolean;
  isDis?: boolean;
  /** Split per department. */
  perDepartment?: boolean;
  /** The agreements that export on it. */
  agreements: readonly string[];
}

const ALL = ['SOF', 'MEN', 'MEN-DIS', 'CAT'] as const;
const CREW = ['MEN', 'MEN-DIS'] as const;

export const DEMO_EXPORT_ACCOUNTS: readonly DemoExportAccount[] = [
  { account: '1110', name: 'Timeløn', payAccount: 'Normtimer', perDepartment: true, agreements: ['CAT'] },
  { account: '1310', name: 'Aftentillæg', payAccount: 'Aftentillæg', perDepartment: true, agreements: ['MEN', 'MEN-DIS', 'CAT'] },
  { account: '1320', name: 'Nattillæg', payAccount: 'Nattillæg', perDepartment: true, agreements: ALL },
  { account: '1330', name: 'Lørdagstillæg', payAccount: 'Lørdagstillæg', perDepartment: true, agreements: ALL },
  { account: '1340', name: 'Søn- og helligdagstillæg', payAccount: 'Søn-/helligdagstillæg', perDepartment: true, agreements: ['SOF', 'MEN', 'CAT'] },
  { account: '1341', name: 'Søn- og helligdagstillæg, DIS', payAccount: 'Søn-/helligdagstillæg', perDepartment: true, isDis: true, agreements: ['MEN-DIS'] },
  { account: '1350', name: 'Juleaften og nytårsaften', payAccount: 'Juleaften og nytårsaften', agreements: ALL },
  { account: '1410', name: 'Overtid 50 %', payAccount: 'Overtid 50 %', perDepartment: true, agreements: [...CREW, 'CAT'] },
  { account: '1420', name: 'Overtid 100 %', payAccount: 'Overtid 100 %', perDepartment: true, agreements: [...CREW, 'CAT'] },
  { account: '1510', name: 'Udbetalt afspadsering', payAccount: 'Afspadsering', closingType: 'Udbetaling', agreements: ALL },
  { account: '1610', name: 'Fungeringstillæg', payAccount: 'Fungeringstillæg', agreements: ['SOF'] },
  { account: '1620', name: 'Skifteholdstillæg', payAccount: 'Skifteholdstillæg', agreements: CREW },
  { account: '1630', name: 'Minimumsbetaling, korte vagter', payAccount: 'Korte vagter', agreements: ['CAT'] },
  { account: '1710', name: 'Feriegodtgørelse af udbetalt afspadsering', payAccount: 'Feriegodtgørelse', closingType: 'Feriegodtgørelse', agreements: ALL },
  { account: '9010', name: 'Ferie', absence: 'absence/Ferie', inDays: true, agreements: ALL },
  { account: '9020', name: 'Sygdom', absence: 'absence/Syg', inDays: true, countCalendarDays: true, agreements: ALL },
  { account: '9030', name: '6. ferieuge', absence: 'absence/6. ferieuge', inDays: true, agreements: ALL },
];

export interface DemoExportPrice {
  account: string;
  agreementCode?: string;
  departmentCode?: string;
  isDis?: boolean;
  validFrom: string;
  value: number;
}

/** Hourly rates in kroner; the overenskomst renewed on 1 March 2025 and 2026 raises them. */
export const DEMO_EXPORT_PRICES: readonly DemoExportPrice[] = [
  { account: '1310', agreementCode: 'MEN', validFrom: '2025-03-01', value: 37.85 },
  { account: '1310', agreementCode: 'MEN', validFrom: '2026-03-01', value: 38.99 },
  { account: '1310', agreementCode: 'CAT', validFrom: '2026-03-01', value: 35.2 },
  { account: '1320', agreementCode: 'MEN', validFrom: '2026-03-01', value: 55.75 },
  { account: '1320', agreementCode: 'SOF', validFrom: '2026-03-01', value: 68.4 },
  { account: '1340', agreementCode: 'MEN', validFrom: '2026-03-01', value: 89.4 },
  { account: '1341', agreementCode: 'MEN-DIS', isDis: true, validFrom: '2026-03-01', value: 71.25 },
  { account: '1350', validFrom: '2026-03-01', value: 120 },
  { account: '1630', agreementCode: 'CAT', departmentCode: 'HAV-CAFE', validFrom: '2026-03-01', value: 162.5 },
];
