import { useEffect, useState } from 'react';
import { App, Flex, Form, Modal, Select, Typography } from 'antd';
import type { WatchTemplateSummaryDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { WatchCodeChip } from '../../../ui/WatchCodeChip.tsx';
import { useDeactivateWatchCode } from './use-watch-code-mutations.ts';
import { useReplacementChoices } from './use-watch-codes.ts';
import { SaveProblem } from '../../../ui/SaveProblem.tsx';

type Target = Pick<WatchTemplateSummaryDto, 'watchTemplateId' | 'code' | 'color' | 'planUserId' | 'replacementWatchTemplateId'>;

interface Values {
  replacementId: number | null;
}

/**
 * DeactivateWatchTemplateById: the code is no longer offered, and watches that have it keep it. A
 * replacement names the code offered instead: a shared code is replaced by a shared one.
 */
export function DeactivateWatchCodeModal({ template, onClose }: { template: Target | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const deactivate = useDeactivateWatchCode();
  const choices = useReplacementChoices(template?.planUserId ?? null, template !== null);

  useEffect(() => {
    if (template) form.setFieldsValue({ replacementId: template.replacementWatchTemplateId });
  }, [template, form]);

  const options = (choices.data ?? [])
    .filter((choice) => choice.watchTemplateId !== template?.watchTemplateId)
    .filter((choice) => template?.planUserId !== null || choice.planUserId === null)
    .map((choice) => ({
      value: choice.watchTemplateId,
      search: `${choice.code} ${choice.description ?? ''}`.toLowerCase(),
      label: (
        <Flex gap={8} align="center">
          <WatchCodeChip code={choice.code} color={choice.color} size="small" />
          <span>{choice.description ?? ''}</span>
        </Flex>
      ),
    }));

  function close() {
    setProblem(null);
    onClose();
  }

  function submit({ replacementId }: Values) {
    if (!template) return;
    setProblem(null);
    deactivate.mutate(
      { id: template.watchTemplateId, replacementId: replacementId ?? null },
      {
        onSuccess: () => {
          void message.success(`${template.code} er deaktiveret.`);
          close();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <Modal
      title={template ? `Deaktivér ${template.code}` : 'Deaktivér vagtkode'}
      open={template !== null}
      onCancel={close}
      okText="Deaktivér"
      cancelText="Annuller"
      confirmLoading={deactivate.isPending}
      onOk={() => form.submit()}
      forceRender
    >
      {template && (
        <Typography.Paragraph>
          <WatchCodeChip code={template.code} color={template.color} /> tilbydes ikke længere, når der planlægges. Vagter, der allerede har koden, beholder den.
        </Typography.Paragraph>
      )}
      <SaveProblem problem={problem} />
      <Form<Values> form={form} name="deactivate-watch-code" layout="vertical" onFinish={submit}>
        <Form.Item
          label="Erstattes af"
          name="replacementId"
          extra={template?.planUserId === null ? 'Planlæggerne får den valgte fælles vagtkode tilbudt i stedet.' : 'Den valgte vagtkode tilbydes i stedet.'}
        >
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'search' }}
            placeholder="Ingen erstatning"
            loading={choices.isLoading}
            options={options}
            notFoundContent="Ingen aktive vagtkoder"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
