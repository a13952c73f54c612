import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Divider, Drawer, Flex, Form, Tag, Typography } from 'antd';
import type { PayAccountRuleDto, PayRuleKind } from '@kaj/contract';
import { errorText } from '../../../../api/show-error.ts';
import { usePayConfigUsage } from '../use-pay-config-usage.ts';
import { KindFields } from './KindFields.tsx';
import { PreFactorsField } from './PreFactorsField.tsx';
import { RuleCommonFields } from './RuleCommonFields.tsx';
import { newRuleValues, overrideValues, ruleValues, type RuleFormValues } from './rule-drafts.ts';
import { ruleKinds } from './rule-kinds.ts';
import { toRuleRequest } from './rule-request.ts';
import { useSavePayRule } from './use-save-pay-rule.ts';
import { confirmRecalculation } from '../confirm-recalculation.ts';

interface AgreementRef {
  agreementId: number;
  code: string;
}

/** What the editor is opened for. */
export type RuleEditorTarget =
  | { mode: 'create'; agreement?: AgreementRef; calcOrder: number }
  | { mode: 'edit'; rule: PayAccountRuleDto }
  | { mode: 'override'; agreement: AgreementRef; rule: PayAccountRuleDto }
  | { mode: 'view'; rule: PayAccountRuleDto; inheritedFrom: string | null };

function initialValues(target: RuleEditorTarget): RuleFormValues {
  switch (target.mode) {
    case 'create':
      return newRuleValues(target.calcOrder);
    case 'edit':
    case 'view':
      return ruleValues(target.rule);
    case 'override':
      return overrideValues(target.rule, target.agreement.code);
  }
}

function title(target: RuleEditorTarget): string {
  switch (target.mode) {
    case 'create':
      return target.agreement ? `Ny regel i ${target.agreement.code}` : 'Ny lønkontoregel';
    case 'edit':
      return `Rediger ${target.rule.name}`;
    case 'override':
      return `Overstyr ${target.rule.name} i ${target.agreement.code}`;
    case 'view':
      return target.rule.name;
  }
}

interface Props {
  target: RuleEditorTarget | null;
  onClose: () => void;
  /** In view mode from an agreement: make an override of the rule shown. */
  onOverride?: (rule: PayAccountRuleDto) => void;
}

/** The one editor of pay-account rules of every kind (DOMAIN.md section 7), for creating, editing, overriding and viewing. */
export function RuleEditorDrawer({ target, onClose, onOverride }: Props) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<RuleFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSavePayRule();
  const usage = usePayConfigUsage();
  // The last target stays on screen while the drawer slides out.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const initial = useMemo(() => (shown ? initialValues(shown) : null), [shown]);
  const kind = Form.useWatch<PayRuleKind | undefined>(['details', 'kind'], form);
  const readOnly = shown?.mode === 'view';
  const editedId = shown && (shown.mode === 'edit' || shown.mode === 'view') ? shown.rule.payAccountRuleId : null;
  const usedBy = editedId ? (usage.rules.get(editedId) ?? []) : [];

  // The form instance outlives the drawer's content, and a form keeps what its store holds over new initial
  // values; emptying the store and filling in the new target keeps one rule's fields from leaking into the next.
  useEffect(() => {
    if (!initial) return;
    form.resetFields();
    form.setFieldsValue(initial);
  }, [initial, form]);

  function close() {
    setProblem(null);
    onClose();
  }

  function requestClose() {
    if (readOnly || !form.isFieldsTouched()) return close();
    modal.confirm({
      title: 'Luk uden at gemme?',
      content: 'Dine ændringer af reglen går tabt.',
      okText: 'Luk uden at gemme',
      cancelText: 'Fortsæt redigering',
      onOk: close,
    });
  }

  function submit() {
    if (!target || readOnly) return;
    const values = form.getFieldsValue(true) as RuleFormValues;
    const result = toRuleRequest(values, {
      payAccountRuleId: target.mode === 'edit' ? target.rule.payAccountRuleId : undefined,
      agreementId: target.mode === 'create' || target.mode === 'override' ? target.agreement?.agreementId : undefined,
    });
    if (!result.ok) {
      // The schema's paths are plain arrays; the typed form only knows its own literal paths.
      form.setFields(result.problems as Parameters<typeof form.setFields>[0]);
      return;
    }
    setProblem(null);
    const request = result.request;
    // The confirmation says what the save recalculates: the rule's agreements (and those below), or the agreement it goes into.
    const subject = request.payAccountRuleId ? { payAccountRuleId: request.payAccountRuleId } : request.agreementId ? { changedAgreementId: request.agreementId } : null;
    const go = subject ? confirmRecalculation({ modal }, subject) : Promise.resolve(true);
    go.then(
      (yes) => {
        if (!yes) return;
        save.mutate(request, {
          onSuccess: (saved) => {
            void message.success(`Reglen "${saved?.name ?? request.name}" er gemt.`);
            close();
          },
          onError: (error) => setProblem(errorText(error)),
        });
      },
      (error: unknown) => setProblem(errorText(error)),
    );
  }

  return (
    <Drawer
      title={shown ? title(shown) : 'Lønkontoregel'}
      open={target !== null}
      onClose={requestClose}
      size={780}
      destroyOnHidden
      extra={shown?.mode === 'view' && shown.inheritedFrom ? <Tag color="blue">Arvet fra {shown.inheritedFrom}</Tag> : undefined}
      footer={
        <Flex vertical gap={12}>
          {/* By the save button, so the server's reason is seen wherever the form is scrolled to. */}
          {problem && <Alert type="error" showIcon title="Reglen blev ikke gemt" description={problem} role="alert" />}
          <Flex justify="flex-end" gap={8}>
            <Button onClick={requestClose}>{readOnly ? 'Luk' : 'Annuller'}</Button>
            {shown?.mode === 'view' && onOverride && (
              <Button type="primary" onClick={() => onOverride(shown.rule)}>
                Overstyr
              </Button>
            )}
            {!readOnly && (
              <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
                Gem regel
              </Button>
            )}
          </Flex>
        </Flex>
      }
    >
      {shown?.mode === 'override' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Den nye regel erstatter "${shown.rule.name}" i ${shown.agreement.code} og dens underoverenskomster. Ret det, der skal være anderledes.`}
        />
      )}
      {shown?.mode === 'edit' && usedBy.length > 1 && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`Reglen bruges af ${usedBy.join(', ')}; ændringen gælder dem alle.`} />
      )}
      {shown?.mode === 'view' && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="En arvet regel ændres i den overenskomst, den kommer fra, eller overstyres her." />
      )}
      {initial && (
        <Form<RuleFormValues>
          form={form}
          name="pay-rule"
          layout="vertical"
          onFinish={submit}
          disabled={readOnly}
          scrollToFirstError
        >
          <RuleCommonFields ruleId={editedId} overrideFixed={shown?.mode === 'override'} />
          <Divider titlePlacement="start">{kind ? ruleKinds[kind].label : 'Art'}</Divider>
          {kind && <KindFields kind={kind} />}
          <Divider titlePlacement="start">Forfaktorer</Divider>
          <Typography.Paragraph type="secondary">
            En forfaktor ganger timerne på en vagt med egenskaben, før reglen anvendes. Faktor 0 får reglen til at se bort fra vagten, f.eks. Kursus.
          </Typography.Paragraph>
          <PreFactorsField disabled={readOnly} />
        </Form>
      )}
    </Drawer>
  );
}
