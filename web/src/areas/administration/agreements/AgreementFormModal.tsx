import { useState } from 'react';
import { App, Form, Input, TreeSelect } from 'antd';
import { saveAgreementRequest } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import type { AgreementRecord, AgreementTreeNode } from '../shared/pay-config-queries.ts';
import { StcwExceptionField } from './StcwExceptionField.tsx';
import { useSaveAgreement } from './use-agreement-mutations.ts';
import { confirmRecalculation } from '../shared/confirm-recalculation.ts';
import { AgreementFactsFields, type AgreementFactsValues } from './AgreementFactsFields.tsx';
import { EditorModal } from '../../../ui/EditorModal.tsx';

/** Create an agreement (at the top or below a parent), or change one's code, name and parent. */
export type AgreementFormTarget = { mode: 'create'; parentId: number | null } | { mode: 'edit'; agreement: AgreementRecord & { stcwException?: boolean } };

interface Values extends AgreementFactsValues {
  code: string;
  name: string;
  parentId: number | null;
  stcwException: boolean;
}

const rules = {
  code: [schemaRule(saveAgreementRequest.shape.code)],
  name: [schemaRule(saveAgreementRequest.shape.name)],
};

interface ParentOption {
  value: number;
  title: string;
  children: ParentOption[];
}

/** The agreements an agreement can be placed under: not itself, and nothing below it. */
function parentOptions(nodes: AgreementTreeNode[], excludeId: number | null): ParentOption[] {
  return nodes
    .filter((node) => node.agreementId !== excludeId)
    .map((node) => ({ value: node.agreementId, title: `${node.code} ${node.name}`, children: parentOptions(node.children, excludeId) }));
}

interface Props {
  target: AgreementFormTarget | null;
  tree: AgreementTreeNode[];
  onClose: () => void;
  onSaved: (agreementId: number) => void;
}

export function AgreementFormModal({ target, tree, onClose, onSaved }: Props) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveAgreement();
  const editing = target?.mode === 'edit' ? target.agreement : null;
  const initialValues: Values = editing
    ? { code: editing.code, name: editing.name, parentId: editing.parentId, hoursPerDay: editing.hoursPerDay, isDis: editing.isDis, stcwException: editing.stcwException ?? false }
    : { code: '', name: '', parentId: target?.mode === 'create' ? target.parentId : null, hoursPerDay: null, isDis: false, stcwException: false };

  function close() {
    setProblem(null);
    onClose();
  }

  async function submit(values: Values) {
    setProblem(null);
    // A changed agreement (another parent) recalculates its employments and those of the agreements below: say how many first.
    if (editing && !(await confirmRecalculation({ modal }, { changedAgreementId: editing.agreementId }).catch(() => true))) return;
    save.mutate(
      {
        agreementId: editing?.agreementId ?? null,
        code: values.code.trim(),
        name: values.name.trim(),
        parentId: values.parentId ?? null,
        hoursPerDay: values.hoursPerDay ?? null,
        isDis: values.isDis,
        stcwException: values.stcwException,
      },
      {
        onSuccess: (saved) => {
          void message.success(editing ? `${values.code.trim()} er gemt.` : `${values.code.trim()} er oprettet.`);
          if (saved) onSaved(saved.agreementId);
          close();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <EditorModal
      title={editing ? `Rediger ${editing.code}` : 'Ny overenskomst'}
      open={target !== null}
      onCancel={close}
      okText={editing ? 'Gem' : 'Opret'}
      saving={save.isPending}
      onOk={() => form.submit()}
      problem={problem}
    >
      <Form<Values> form={form} name="agreement" layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)} preserve={false}>
        <Form.Item label="Kode" name="code" rules={rules.code} required tooltip="Kort og unik, f.eks. MEN-DIS. Eksportpriser og Lessor-linjer nævner overenskomsten ved koden.">
          <Input maxLength={20} autoFocus autoComplete="off" />
        </Form.Item>
        <Form.Item label="Navn" name="name" rules={rules.name} required>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Overordnet overenskomst" name="parentId" tooltip="Overenskomsten arver alle regler fra den overordnede og dens forfædre.">
          <TreeSelect<number>
            treeData={parentOptions(tree, editing?.agreementId ?? null)}
            treeDefaultExpandAll
            allowClear
            placeholder="Ingen (øverst i træet)"
            showSearch={{ treeNodeFilterProp: 'title' }}
          />
        </Form.Item>
        <AgreementFactsFields form={form} tree={tree} />
        <StcwExceptionField />
      </Form>
    </EditorModal>
  );
}
