import { useEffect, useState } from 'react';
import { App, Form, InputNumber, Modal, Typography } from 'antd';
import type { WatchTemplateSummaryDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { WatchCodeChip } from '../../../ui/WatchCodeChip.tsx';
import { useActivateWatchCode } from './use-watch-code-mutations.ts';
import { SaveProblem } from '../../../ui/SaveProblem.tsx';

type Target = Pick<WatchTemplateSummaryDto, 'watchTemplateId' | 'code' | 'color' | 'sortGroup'>;

/** ActivateWatchTemplateById: the code is offered again, in the sort group chosen. */
export function ActivateWatchCodeModal({ template, onClose }: { template: Target | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ sortGroup: number | null }>();
  const [problem, setProblem] = useState<string | null>(null);
  const activate = useActivateWatchCode();

  useEffect(() => {
    if (template) form.setFieldsValue({ sortGroup: template.sortGroup });
  }, [template, form]);

  function close() {
    setProblem(null);
    onClose();
  }

  return (
    <Modal
      title={template ? `Aktivér ${template.code}` : 'Aktivér vagtkode'}
      open={template !== null}
      onCancel={close}
      okText="Aktivér"
      cancelText="Annuller"
      confirmLoading={activate.isPending}
      onOk={() => form.submit()}
      forceRender
    >
      {template && (
        <Typography.Paragraph>
          <WatchCodeChip code={template.code} color={template.color} /> tilbydes igen i paletten. Koden skal være ledig blandt de aktive vagtkoder.
        </Typography.Paragraph>
      )}
      <SaveProblem problem={problem} />
      <Form
        form={form}
        name="activate-watch-code"
        layout="vertical"
        onFinish={({ sortGroup }) => {
          if (!template) return;
          setProblem(null);
          activate.mutate(
            { id: template.watchTemplateId, sortGroup: sortGroup ?? 0 },
            {
              onSuccess: () => {
                void message.success(`${template.code} er aktiveret.`);
                close();
              },
              onError: (error) => setProblem(errorText(error)),
            },
          );
        }}
      >
        <Form.Item
          label="Sorteringsgruppe"
          name="sortGroup"
          rules={[{ required: true, message: 'Vælg en sorteringsgruppe' }]}
          extra="Paletten viser vagtkoderne gruppe for gruppe, f.eks. vagter i én gruppe og fravær i en anden."
        >
          <InputNumber min={0} max={999} precision={0} style={{ width: 120 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
