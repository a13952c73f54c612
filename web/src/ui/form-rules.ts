import type { FormRule } from 'antd';

/** The part of a zod schema a form rule needs; the schemas come from the contract. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * An antd form rule from a contract schema, so a form checks exactly what the server checks,
 * with the same Danish message (the first failing check's).
 */
export function schemaRule(schema: Schema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Ugyldig værdi');
    },
  };
}
