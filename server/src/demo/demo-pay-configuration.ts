import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  agreementExportAccounts,
  agreementPayAccountRules,
  agreementPayAccounts,
  agreementProperties,
  agreementPropertyTypes,
  agreements,
  exportAccounts,
  exportPrices,
  payAccountClosingActivityTypes,
  payAccounts,
  properties,
  propertyTypes,
} from '../db/schema/index.ts';
import { writeRule } from '../areas/pay-rules/pay-rules-repository.ts';
import { jsonRows } from '../db/sql-values.ts';
import { toDecimalString } from '../areas/shared/decimal.ts';
import { checkRuleReferences } from '../areas/pay-rules/rule-checks.ts';
import { checkRuleShape } from '../areas/pay-rules/rule-shape.ts';
import { DEMO_CLOSING_ACTIVITY_TYPES, DEMO_EXPORT_ACCOUNTS, DEMO_EXPORT_PRICES, DEMO_PAY_ACCOUNTS } from './demo-pay-accounts.ts';
import { DEMO_RULES, type DemoRefs } from './demo-pay-rules.ts';
import { seedDemoBudget } from './demo-budget.ts';

const EMPLOYMENT_AGREEMENTS = ['SOF', 'MEN', 'MEN-DIS', 'CAT'] as const;

function lookup<T>(map: ReadonlyMap<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demodata: ${what} "${key}" mangler`);
  return value;
}

/** The accounts in one insert, in the order (and so with the ids) of inserting them one by one, then their parents and overflows. */
async function seedPayAccounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .insert(payAccounts)
    .values(
      DEMO_PAY_ACCOUNTS.map((account) => ({
        name: account.name,
        unit: account.unit,
        carriesBalance: account.carriesBalance,
        saldoStartMonth: account.saldoStartMonth ?? null,
        useParentBalance: account.useParentBalance ?? false,
        displayOffsetYear: account.displayOffsetYear ?? 0,
      })),
    )
    .returning({ id: payAccounts.id });
  const ids = new Map(DEMO_PAY_ACCOUNTS.map((account, index) => [account.name, rows[index]!.id] as const));
  const links = DEMO_PAY_ACCOUNTS.flatMap((account, index) =>
    account.parent || account.overflow
      ? [{ id: rows[index]!.id, parent_id: account.parent ? lookup(ids, account.parent, 'lønkontoen') : null, overflow_id: account.overflow ? lookup(ids, account.overflow, 'lønkontoen') : null }]
      : [],
  );
  if (links.length > 0) {
    await db.execute(sql`update pay_accounts a set parent_id = l.parent_id, use_for_overflow_id = l.overflow_id
      from json_to_recordset(${jsonRows(links)}) as l(id int, parent_id int, overflow_id int) where a.id = l.id`);
  }
  return ids;
}

async function seedRules(db: Db, refs: DemoRefs, agreementIds: ReadonlyMap<string, number>): Promise<void> {
  const ruleIds = new Map<string, number>();
  for (const rule of DEMO_RULES) {
    const input = {
      name: rule.name,
      description: rule.description,
      payAccountId: rule.account ? refs.account(rule.account) : null,
      calcOrder: rule.calcOrder,
      round: rule.round ?? null,
      overrideId: rule.overrides ? lookup(ruleIds, rule.overrides, 'reglen') : null,
      preFactors: (rule.preFactors ?? []).map((factor) => ({ propertyId: refs.property(factor.property), factor: factor.factor })),
      details: rule.details(refs),
    };
    // The demo goes through the editor's own checks, so it can never hold a rule the editor would refuse.
    checkRuleShape(input);
    await checkRuleReferences(db, input, null);
    const id = await writeRule(db, null, input);
    ruleIds.set(rule.name, id);
    const agreementId = lookup(agreementIds, rule.agreement, 'overenskomsten');
    await db.insert(agreementPayAccountRules).values({ agreementId, payAccountRuleId: id, startDate: rule.startDate ?? null, endDate: rule.endDate ?? null });
  }
}

async function seedExports(db: Db, refs: DemoRefs, agreementIds: ReadonlyMap<string, number>, departmentTypeId: number): Promise<void> {
  const accountRows = await db
    .insert(exportAccounts)
    .values(
      DEMO_EXPORT_ACCOUNTS.map((account) => ({
        account: account.account,
        name: account.name,
        payAccountId: account.payAccount ? refs.account(account.payAccount) : null,
        payAccountClosingActivityTypeId: account.closingType ? refs.closingType(account.closingType) : null,
        vacationPropertyId: account.absence ? refs.property(account.absence) : null,
        inDays: account.inDays ?? false,
        countCalendarDays: account.countCalendarDays ?? false,
        isDis: account.isDis ?? false,
        propertyTypeId: account.perDepartment ? departmentTypeId : null,
      })),
    )
    .returning({ id: exportAccounts.id });
  await db.insert(agreementExportAccounts).values(
    DEMO_EXPORT_ACCOUNTS.flatMap((account, index) =>
      account.agreements.map((code) => ({ agreementId: lookup(agreementIds, code, 'overenskomsten'), exportAccountId: accountRows[index]!.id })),
    ),
  );
  await db.insert(exportPrices).values(
    DEMO_EXPORT_PRICES.map((price) => ({
      account: price.account,
      agreementCode: price.agreementCode ?? null,
      departmentCode: price.departmentCode ?? null,
      isDis: price.isDis ?? false,
      validFrom: price.validFrom,
      value: toDecimalString(price.value, 2),
    })),
  );
}

const WISHED_ABSENCES = ['Ferie', 'Afspadsering', '6. ferieuge'] as const;

/** What employments under each agreement carry and may carry, and the accounts they save into. */
async function seedAgreementLinks(db: Db, refs: DemoRefs, agreementIds: ReadonlyMap<string, number>, typeIds: ReadonlyMap<string, number>): Promise<void> {
  const positions: Record<(typeof EMPLOYMENT_AGREEMENTS)[number], string[]> = {
    SOF: ['Kaptajn', 'Overstyrmand', 'Styrmand', 'Maskinchef', 'Maskinmester'],
    MEN: ['Matros', 'Letmatros', 'Motormand'],
    'MEN-DIS': ['Matros', 'Motormand'],
    CAT: ['Hovmester', 'Kok', 'Cafeteriaassistent'],
  };
  const jobGroups = { SOF: 'Officerer', MEN: 'Menige', 'MEN-DIS': 'Menige', CAT: 'Restauration' } as const;
  for (const code of EMPLOYMENT_AGREEMENTS) {
    const agreementId = lookup(agreementIds, code, 'overenskomsten');
    await db.insert(agreementPropertyTypes).values(['department', 'position', 'jobGroup'].map((key) => ({ agreementId, propertyTypeId: lookup(typeIds, key, 'egenskabstypen') })));
    await db.insert(agreementProperties).values([
      { agreementId, propertyId: refs.property(`jobGroup/${jobGroups[code]}`), isDefault: true },
      ...positions[code].map((name) => ({ agreementId, propertyId: refs.property(`position/${name}`), isDefault: false })),
      // The absences the crew may wish for (issue 16): not Syg, Barsel or Kursus.
      ...WISHED_ABSENCES.map((name) => ({ agreementId, propertyId: refs.property(`absence/${name}`), isDefault: false })),
    ]);
    await db.insert(agreementPayAccounts).values([
      { agreementId, payAccountId: refs.account('Ferie'), firstSavingMonth: 9, numberOfYears: 2 },
      { agreementId, payAccountId: refs.account('6. ferieuge'), firstSavingMonth: 9, numberOfYears: 2 },
      { agreementId, payAccountId: refs.account('Afspadsering'), firstSavingMonth: 5, numberOfYears: 1 },
    ]);
  }
}

/**
 * The pay configuration of the demo company (docs/demo-agreement.md): pay accounts, a rule of every kind
 * on the agreement tree, Lessor wage types with prices, and a budget. Runs inside `seedDemo`'s transaction,
 * after the properties and agreements exist.
 */
export async function seedDemoPayConfiguration(db: Db): Promise<void> {
  await db.insert(payAccountClosingActivityTypes).values([...DEMO_CLOSING_ACTIVITY_TYPES]);
  const accountIds = await seedPayAccounts(db);
  const agreementRows = await db.select().from(agreements);
  const propertyRows = await db
    .select({ id: properties.id, name: properties.name, key: propertyTypes.key })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId));
  const typeRows = await db.select().from(propertyTypes);
  const closingTypes = await db.select().from(payAccountClosingActivityTypes);
  const propertyIds = new Map(propertyRows.map((row) => [`${row.key}/${row.name}`, row.id]));
  const closingTypeIds = new Map(closingTypes.map((row) => [row.name, row.id]));
  const agreementIds = new Map(agreementRows.map((row) => [row.code, row.id]));
  const typeIds = new Map(typeRows.flatMap((row) => (row.key ? [[row.key, row.id] as const] : [])));
  const refs: DemoRefs = {
    property: (path) => lookup(propertyIds, path, 'egenskaben'),
    account: (name) => lookup(accountIds, name, 'lønkontoen'),
    closingType: (name) => lookup(closingTypeIds, name, 'afslutningstypen'),
  };
  await seedRules(db, refs, agreementIds);
  await seedExports(db, refs, agreementIds, lookup(typeIds, 'department', 'egenskabstypen'));
  await seedAgreementLinks(db, refs, agreementIds, typeIds);
  await seedDemoBudget(db, { typeIds, propertyIds, accountIds });
}
