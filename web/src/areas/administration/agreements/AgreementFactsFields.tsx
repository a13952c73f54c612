import { Checkbox, Form } from 'antd';
import type { FormInstance } from 'antd';
import { saveAgreementRequest } from '@kaj/contract';
import { numberRules } from '../../../ui/number-bounds.ts';
import { DecimalInput } from '../shared/pay-config-inputs.tsx';
import type { AgreementTreeNode } from '../shared/pay-config-queries.ts';

/** The agreement's facts in its form: hours per day (inherited when empty) and the DIS flag. */
export interface AgreementFactsValues {
  hoursPerDay: number | null;
  isDis: boolean;
}

const hours = (value: number) => value.toLocaleString('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The hours per day an agreement under `parentId` inherits, and from which agreement. */
function inheritedHours(tree: AgreementTreeNode[], parentId: number | null): { hoursPerDay: number; code: string } | null {
  const byId = new Map<number, AgreementTreeNode>();
  const visit = (nodes: AgreementTreeNode[]) => nodes.forEach((node) => (byId.set(node.agreementId, node), visit(node.children)));
  visit(tree);
  for (let node = parentId === null ? undefined : byId.get(parentId); node; node = node.parentId === null ? undefined : byId.get(node.parentId)) {
    if (node.hoursPerDay !== null) return { hoursPerDay: node.hoursPerDay, code: node.code };
  }
  return null;
}

export function AgreementFactsFields({ form, tree }: { form: FormInstance; tree: AgreementTreeNode[] }) {
  const parentId = (Form.useWatch('parentId', form) as number | null | undefined) ?? null;
  const inherited = inheritedHours(tree, parentId);
  const required = parentId === null ? 'Angiv timer pr. dag for en overenskomst øverst i træet' : undefined;
  return (
    <>
      <Form.Item
        label="Timer pr. dag"
        name="hoursPerDay"
        rules={numberRules(saveAgreementRequest.shape.hoursPerDay, required)}
        required={parentId === null}
        tooltip="En fuldtidsdag; fem af dem er en fuldtidsuge. Omregner timer til dage (eksport, ferie) og deltid til andel af fuldtid. Tom: arves fra den overordnede."
      >
        <DecimalInput precision={2} placeholder={inherited ? `Arves: ${hours(inherited.hoursPerDay)} fra ${inherited.code}` : 'F.eks. 7,40'} />
      </Form.Item>
      <Form.Item name="isDis" valuePropName="checked" tooltip="Dansk Internationalt Skibsregister: DIS-lønarter og DIS-priser gælder ansættelser under denne overenskomst og dem under den.">
        <Checkbox>DIS-overenskomst</Checkbox>
      </Form.Item>
    </>
  );
}
