import type { PayAccountRuleDetail } from '@kaj/contract';

// The demo agreement tree's pay-account rules, one of every kind (DOMAIN.md section 7), by name.
// Described rule by rule in docs/demo-agreement.md.

/** Looks up what a rule refers to by name: properties as `typeKey/Name`, accounts and closing types by name. */
export interface DemoRefs {
  property(path: string): number;
  account(name: string): number;
  closingType(name: string): number;
}

export interface DemoRule {
  agreement: 'SØ' | 'SOF' | 'MEN' | 'MEN-DIS' | 'CAT';
  name: string;
  description: string;
  /** The pay account it posts to. */
  account: string | null;
  calcOrder: number;
  round?: number;
  /** The name of the inherited rule it replaces. */
  overrides?: string;
  startDate?: string;
  endDate?: string;
  /** Pre-factors by property path. */
  preFactors?: { property: string; factor: number }[];
  details: (refs: DemoRefs) => PayAccountRuleDetail;
}

type PeriodDetail = Extract<PayAccountRuleDetail, { kind: 'period' }>;
type FilterDetail = Extract<PayAccountRuleDetail, { kind: 'singleProperty' }>;

const NO_DAYS = { workDay: false, saturday: false, holiSunday: false, holiNotSunday: false, holiNotWeekend: false, notHoliSunday: false };

function period(window: Pick<PeriodDetail, 'fromTime' | 'toTime'> & Partial<PeriodDetail>): PeriodDetail {
  return { kind: 'period', factor: 1, ...NO_DAYS, specialDate: null, propertyId: null, notProperty: false, checkOverlap: true, cutValue: null, factorAbove: null, ...window };
}

function filter(propertyId: number, rest: Partial<Omit<FilterDetail, 'kind'>> = {}): Omit<FilterDetail, 'kind'> {
  return {
    propertyId,
    propertyId2: null,
    notPropertyId: null,
    notPropertyId2: null,
    factor: 1,
    fixedValue: null,
    useClockTime: false,
    hoursPrDay: null,
    daysPrWeek: null,
    hourLimit: null,
    lessThan: false,
    ...rest,
  };
}

/** Supplements are not paid for courses: a pre-factor of 0 leaves Kursus watches out. */
const NOT_COURSES = [{ property: 'absence/Kursus', factor: 0 }];

export const DEMO_RULES: readonly DemoRule[] = [
  {
    agreement: 'SØ',
    name: 'Normtimer',
    description: 'Alle realiserede vagter tæller som normtimer i vagtens måned.',
    account: 'Normtimer',
    calcOrder: 10,
    round: 2,
    details: () => ({ kind: 'hourlySave', factor: 1, saveMonthOffset: 0 }),
  },
  {
    agreement: 'SØ',
    name: 'Sejladstimer',
    description: 'Timer under sejlads; en vagt over midnat deles, så hver del tæller på sin dato og måned.',
    account: 'Sejladstimer',
    calcOrder: 20,
    details: (r) => ({ kind: 'splitSingleProperty', ...filter(r.property('watchType/Sejlads')) }),
  },
  {
    agreement: 'SØ',
    name: 'Nattillæg 23-06',
    description: 'Timer mellem kl. 23 og 06 alle dage.',
    account: 'Nattillæg',
    calcOrder: 30,
    preFactors: NOT_COURSES,
    details: () => period({ fromTime: '23:00', toTime: '06:00' }),
  },
  {
    agreement: 'SØ',
    name: 'Aftentillæg 17-23 på hverdage',
    description: 'Timer mellem kl. 17 og 23 mandag-fredag, undtagen helligdage.',
    account: 'Aftentillæg',
    calcOrder: 40,
    preFactors: NOT_COURSES,
    details: () => period({ fromTime: '17:00', toTime: '23:00', workDay: true }),
  },
  {
    agreement: 'SØ',
    name: 'Lørdagstillæg',
    description: 'Alle timer på en lørdag (00-24).',
    account: 'Lørdagstillæg',
    calcOrder: 50,
    preFactors: NOT_COURSES,
    details: () => period({ fromTime: '00:00', toTime: '00:00', saturday: true }),
  },
  {
    agreement: 'SØ',
    name: 'Søn- og helligdagstillæg',
    description: 'Alle timer på søndage og helligdage (00-24).',
    account: 'Søn-/helligdagstillæg',
    calcOrder: 60,
    preFactors: NOT_COURSES,
    details: () => period({ fromTime: '00:00', toTime: '00:00', holiSunday: true }),
  },
  {
    agreement: 'SØ',
    name: 'Grundlovsdag fra kl. 12',
    description: 'Grundlovsdag er ikke helligdag, men timer fra kl. 12 betales som søn- og helligdag.',
    account: 'Søn-/helligdagstillæg',
    calcOrder: 61,
    preFactors: NOT_COURSES,
    details: () => period({ fromTime: '12:00', toTime: '00:00', specialDate: 'grundlovsdag' }),
  },
  {
    agreement: 'SØ',
    name: 'Juleaften',
    description: 'Timer arbejdet 24. december; en vagt over midnat tæller kun sin del på dagen.',
    account: 'Juleaften og nytårsaften',
    calcOrder: 70,
    details: () => ({ kind: 'specialDay', day: 'juleaften', factor: 1 }),
  },
  {
    agreement: 'SØ',
    name: 'Nytårsaften',
    description: 'Timer arbejdet 31. december.',
    account: 'Juleaften og nytårsaften',
    calcOrder: 71,
    details: () => ({ kind: 'specialDay', day: '12-31', factor: 1 }),
  },
  {
    agreement: 'SØ',
    name: 'Overtid 50 %, de første 3 timer',
    description: 'Overtid registreret på vagten (Tillæg Overtid med antal timer): de første 3 timer pr. vagt.',
    account: 'Overtid 50 %',
    calcOrder: 80,
    details: (r) => ({ kind: 'stepSingleProperty', ...filter(r.property('supplement/Overtid')), cutValue: 3, factorBelow: 1, factorAbove: 0 }),
  },
  {
    agreement: 'SØ',
    name: 'Overtid 100 %, ud over 3 timer',
    description: 'Overtidstimer ud over de første 3 pr. vagt.',
    account: 'Overtid 100 %',
    calcOrder: 81,
    details: (r) => ({ kind: 'stepSingleProperty', ...filter(r.property('supplement/Overtid')), cutValue: 3, factorBelow: 0, factorAbove: 1 }),
  },
  {
    agreement: 'SØ',
    name: 'Afspadsering afviklet',
    description: 'En vagt med fraværet Afspadsering trækker sine timer fra afspadseringssaldoen.',
    account: 'Afspadsering',
    calcOrder: 90,
    details: (r) => ({ kind: 'singleProperty', ...filter(r.property('absence/Afspadsering'), { factor: -1 }) }),
  },
  {
    agreement: 'SØ',
    name: 'Ferie optjenes 2,08 dage om måneden',
    description: 'Samtidighedsferie: 2,08 feriedage pr. måned i ferieåret, der begynder 1. september; forholdsmæssigt ved ansættelse i en del af måneden; udløber 16 måneder efter ferieårets start (31. december året efter).',
    account: 'Ferie',
    calcOrder: 100,
    details: () => ({ kind: 'monthlySave', value: 2.08, saveStartMonth: 9, saveMonthOffset: 0, expiresInMonths: 16, relativeToPayAccount: true }),
  },
  {
    agreement: 'SØ',
    name: 'Ferie afholdt',
    description: 'Ferievagter trækker 1 dag pr. 7,4 timer; også planlagt ferie fremover vises i saldoen som prognose.',
    account: 'Ferie',
    calcOrder: 101,
    details: (r) => ({ kind: 'useFuture', ...filter(r.property('absence/Ferie'), { factor: -1, hoursPrDay: 7.4 }) }),
  },
  {
    agreement: 'SØ',
    name: '6. ferieuge optjenes',
    description: '5 feriefridage om året, optjent med 0,42 dag pr. måned i ferieåret.',
    account: '6. ferieuge',
    calcOrder: 110,
    startDate: '2020-09-01',
    details: () => ({ kind: 'monthlySave', value: 0.42, saveStartMonth: 9, saveMonthOffset: 0, expiresInMonths: 16, relativeToPayAccount: true }),
  },
  {
    agreement: 'SØ',
    name: '6. ferieuge afholdt',
    description: 'Vagter med fraværet 6. ferieuge trækker 1 dag pr. 7,4 timer.',
    account: '6. ferieuge',
    calcOrder: 111,
    startDate: '2020-09-01',
    details: (r) => ({ kind: 'singleProperty', ...filter(r.property('absence/6. ferieuge'), { factor: -1, hoursPrDay: 7.4 }) }),
  },
  {
    agreement: 'SØ',
    name: 'Normperiode på 3 måneder',
    description: 'Normtimerne måles over hele uger i 3 måneder mod 37 timer pr. uge (højst 48); fravær nedsætter målet. Overskud flyttes til afspadsering ved periodens slutning.',
    account: 'Normtimer',
    calcOrder: 120,
    details: (r) => ({
      kind: 'periodActivity',
      months: null,
      weeks: null,
      monthWeeks: 3,
      targetActivity: 37,
      minActivity: null,
      maxActivity: 48,
      sourcePayAccountId: r.account('Normtimer'),
      moveToPayAccountId: r.account('Afspadsering'),
      factor: 1,
      hasTimeLoss: true,
    }),
  },
  {
    agreement: 'SØ',
    name: 'Gennemsnitlig arbejdstid 37 timer',
    description: 'Kontraktsaldo: normtimerne mod 37 timer pr. uge forholdsmæssigt efter ansættelsesdage.',
    account: null,
    calcOrder: 130,
    details: (r) => ({ kind: 'meanActivity', targetActivity: 37, payAccountId: r.account('Normtimer'), payAccountId2: null, payAccountId3: null }),
  },
  {
    agreement: 'SØ',
    name: 'Afspadsering udbetales i april',
    description: 'Afspadsering, der ikke er afviklet ved udgangen af april, udbetales ved lukningen af april.',
    account: 'Afspadsering',
    calcOrder: 140,
    details: () => ({ kind: 'cashCompensation', everyMonth: false, month: 4 }),
  },
  {
    agreement: 'SØ',
    name: 'Feriegodtgørelse af udbetalt afspadsering',
    description: '12,5 % feriegodtgørelse af den afspadsering, der udbetales.',
    account: 'Feriegodtgørelse',
    calcOrder: 150,
    round: 2,
    details: (r) => ({ kind: 'derivedActivity', sourceTypeId: r.closingType('Udbetaling'), targetTypeId: r.closingType('Feriegodtgørelse'), factor: 0.125 }),
  },
  {
    agreement: 'SOF',
    name: 'Fungeringstillæg som overstyrmand',
    description: 'En styrmand, der sejler som overstyrmand (Stilling Overstyrmand på vagten), får timerne som fungeringstillæg.',
    account: 'Fungeringstillæg',
    calcOrder: 45,
    details: (r) => ({ kind: 'changedProperty', agreementPropertyId: r.property('position/Styrmand'), watchPropertyId: r.property('position/Overstyrmand'), factor: 1 }),
  },
  {
    agreement: 'MEN',
    name: 'Skifteholdstillæg',
    description: 'Vagter med Tillæg Skifteholdstillæg giver tillæggets beløb i kroner.',
    account: 'Skifteholdstillæg',
    calcOrder: 85,
    details: (r) => ({ kind: 'singleProperty', ...filter(r.property('supplement/Skifteholdstillæg')) }),
  },
  {
    agreement: 'MEN-DIS',
    name: 'Søn- og helligdagstillæg, DIS (kun sejlads)',
    description: 'I DIS betales søn- og helligdagstillæg kun for timer under sejlads. Erstatter fællesreglen.',
    account: 'Søn-/helligdagstillæg',
    calcOrder: 60,
    overrides: 'Søn- og helligdagstillæg',
    preFactors: NOT_COURSES,
    details: (r) => period({ fromTime: '00:00', toTime: '00:00', holiSunday: true, propertyId: r.property('watchType/Sejlads') }),
  },
  {
    agreement: 'CAT',
    name: 'Aftentillæg 18-24 (restauration)',
    description: 'I restaurationen gælder aftentillæg kl. 18-24 alle dage undtagen søn- og helligdage. Erstatter fællesreglen.',
    account: 'Aftentillæg',
    calcOrder: 40,
    overrides: 'Aftentillæg 17-23 på hverdage',
    preFactors: NOT_COURSES,
    details: () => period({ fromTime: '18:00', toTime: '00:00', notHoliSunday: true }),
  },
  {
    agreement: 'CAT',
    name: 'Minimumsbetaling for korte vagter',
    description: 'En sejlvagt på under 3 timer tæller som én kort vagt, der betales med et fast minimum.',
    account: 'Korte vagter',
    calcOrder: 86,
    details: (r) => ({ kind: 'singleProperty', ...filter(r.property('watchType/Sejlads'), { fixedValue: 1, hourLimit: 3, lessThan: true }) }),
  },
];
