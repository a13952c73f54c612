import { useState } from 'react';
import { App, Button, Checkbox, Flex, Form, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { savePayAccountClosingActivityTypeRequest } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import { confirmDelete } from '../shared/confirm-delete.ts';
import { useClosingActivityTypes, type ClosingActivityType } from '../shared/pay-config-queries.ts';
import { useDeleteClosingType, useSaveClosingType } from './use-pay-config-mutations.ts';
import { actionsColumn } from '../../../ui/actions-column.tsx';
import { EditorModal } from '../../../ui/EditorModal.tsx';

interface Values {
  name: string;
  outgoingActivity: boolean;
}

/** Create or rename a kind of closing activity; the system's own kinds keep their direction. */
function ClosingTypeModal({ target, onClose }: { target: { type: ClosingActivityType | null } | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveClosingType();
  const type = target?.type ?? null;

  function close() {
    setProblem(null);
    onClose();
  }

  function submit(values: Values) {
    setProblem(null);
    save.mutate(
      { payAccountClosingActivityTypeId: type?.payAccountClosingActivityTypeId ?? null, name: values.name.trim(), outgoingActivity: values.outgoingActivity },
      {
        onSuccess: () => {
          void message.success(`Afslutningstypen ${values.name.trim()} er gemt.`);
          close();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <EditorModal
      title={type ? `Rediger ${type.name}` : 'Ny afslutningstype'}
      open={target !== null}
      onCancel={close}
      okText="Gem"
      saving={save.isPending}
      onOk={() => form.submit()}
      problem={problem}
    >
      <Form<Values>
        form={form}
        name="closing-type"
        layout="vertical"
        initialValues={{ name: type?.name ?? '', outgoingActivity: type?.outgoingActivity ?? false }}
        onFinish={submit}
        preserve={false}
      >
        <Form.Item label="Navn" name="name" rules={[schemaRule(savePayAccountClosingActivityTypeRequest.shape.name)]} required>
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item
          name="outgoingActivity"
          valuePropName="checked"
          extra={type?.key ? 'En af systemets typer: retningen kan ikke ændres.' : 'Udgående: værdien forlader kontoen, f.eks. en udbetaling eller feriegodtgørelse.'}
        >
          <Checkbox disabled={Boolean(type?.key)}>Udgående</Checkbox>
        </Form.Item>
      </Form>
    </EditorModal>
  );
}

/** The kinds of closing activity: the pay engine's own (payout, expiry, norm moves) and the admin's (derived activities). */
export function ClosingTypesTable() {
  const app = App.useApp();
  const types = useClosingActivityTypes();
  const remove = useDeleteClosingType();
  const [target, setTarget] = useState<{ type: ClosingActivityType | null } | null>(null);

  function askDelete(type: ClosingActivityType) {
    confirmDelete(app, {
      what: `afslutningstypen ${type.name}`,
      content: 'En afslutningstype kan kun slettes, når ingen regel eller eksportkonto bruger den.',
      run: () => remove.mutateAsync(type.payAccountClosingActivityTypeId),
      done: `Afslutningstypen ${type.name} er slettet.`,
    });
  }

  const columns: TableColumnsType<ClosingActivityType> = [
    { title: 'Navn', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name, 'da'), defaultSortOrder: 'ascend' },
    {
      title: 'Retning',
      dataIndex: 'outgoingActivity',
      width: 130,
      render: (outgoing: boolean) => (outgoing ? <Tag color="orange">Udgående</Tag> : <Tag color="green">Indgående</Tag>),
    },
    { title: 'Oprindelse', dataIndex: 'key', width: 130, render: (key: string | null) => (key ? <Tag>System</Tag> : <Tag color="blue">Egen</Tag>) },
    actionsColumn({
      subject: (type) => type.name,
      onEdit: (type) => setTarget({ type }),
      onDelete: askDelete,
      deleteBlocked: (type) => (type.key ? 'Systemets typer kan ikke slettes' : null),
      small: true,
    }),
  ];

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">Afslutningsaktiviteter dannes ved lukningen: udbetalinger, udløb, normoverførsler og afledte aktiviteter.</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ type: null })}>
          Ny afslutningstype
        </Button>
      </Flex>
      <Table<ClosingActivityType>
        rowKey="payAccountClosingActivityTypeId"
        columns={columns}
        dataSource={types.data ?? []}
        loading={types.isLoading}
        size="small"
        pagination={false}
        style={{ maxWidth: 760 }}
      />
      <ClosingTypeModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
