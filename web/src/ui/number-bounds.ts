import type { FormRule } from 'antd';

/** The part of a contract schema (zod) the helpers read: a number schema, perhaps made optional or given a default. */
interface ContractNumber {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
  unwrap?: () => ContractNumber;
}

/** The number schema under `.nullable()`, `.optional()` and `.default()`. */
function numberOf(schema: ContractNumber): ContractNumber {
  let inner = schema;
  while (typeof inner.unwrap === 'function') inner = inner.unwrap();
  return inner;
}

/**
 * antd rules checking a number with its contract schema: the bounds and the Danish message are the
 * server's own, never written twice. An empty field passes unless `required` gives its message. The
 * inputs get no `min`/`max` of their own: antd would quietly clamp −99,999 to −10 instead of saying why.
 */
export function numberRules(schema: ContractNumber, required?: string): FormRule[] {
  const inner = numberOf(schema);
  const bounds: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (value === null || value === undefined || value === '') return;
      const result = inner.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Ugyldig værdi');
    },
  };
  return required ? [{ required: true, type: 'number', message: required }, bounds] : [bounds];
}
