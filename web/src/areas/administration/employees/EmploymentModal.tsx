import { useState } from 'react';
import { App, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { saveEmploymentRequest } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import { numberRules } from '../../../ui/number-bounds.ts';
import { useSaveEmployment } from './employee-mutations.ts';
import { propertyOfType, type EmploymentRecord } from './employment-view.ts';
import { useAgreementChoices, useDepartments, useEmploymentPropertyTypes, usePropertyChoices } from './use-employment-choices.ts';
import { EditorModal } from '../../../ui/EditorModal.tsx';

interface Values {
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  agreementId: number | undefined;
  departmentId: number | undefined;
  positionId: number | undefined;
  jobGroupId: number | undefined;
  description: string;
  calculationOrder: number;
  /** Empty: full time. */
  weeklyHours: number | null;
  isSecondary: boolean;
  defaultHidden: boolean;
}

const descriptionRule = schemaRule(saveEmploymentRequest.shape.description);
const weeklyHoursRules = numberRules(saveEmploymentRequest.shape.weeklyHours);

const endAfterStart = ({ getFieldValue }: { getFieldValue: (name: keyof Values) => unknown }) => ({
  validator: async (_: unknown, end: Dayjs | null) => {
    const start = getFieldValue('startDate') as Dayjs | null;
    if (end && start && end.isBefore(start, 'day')) throw new Error('Slutdatoen skal ligge efter startdatoen');
  },
});

interface Props {
  open: boolean;
  employeeId: number;
  /** Null: a new employment. */
  employment: EmploymentRecord | null;
  onClose: () => void;
}

/** Create or edit an employment: period, agreement, department, position and how it is calculated and shown. */
export function EmploymentModal({ open, employeeId, employment, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const types = useEmploymentPropertyTypes();
  const agreements = useAgreementChoices();
  const departments = useDepartments();
  const positions = usePropertyChoices(types.position);
  const jobGroups = usePropertyChoices(types.jobGroup);
  const save = useSaveEmployment();
  const current = employment?.properties.map((property) => property.propertyId) ?? [];
  const ownTypes = [types.department, types.position, types.jobGroup];

  const initialValues: Values = {
    startDate: employment ? dayjs(employment.startDate) : null,
    endDate: employment?.endDate ? dayjs(employment.endDate) : null,
    agreementId: employment?.agreementId,
    departmentId: employment ? propertyOfType(employment, types.department)?.propertyId : undefined,
    positionId: employment ? propertyOfType(employment, types.position)?.propertyId : undefined,
    jobGroupId: employment ? propertyOfType(employment, types.jobGroup)?.propertyId : undefined,
    description: employment?.description ?? '',
    calculationOrder: employment?.calculationOrder ?? 0,
    weeklyHours: employment?.weeklyHours ?? null,
    isSecondary: employment?.isSecondary ?? false,
    defaultHidden: employment?.defaultHidden ?? false,
  };

  function close() {
    setProblem(null);
    onClose();
  }

  function submit(values: Values) {
    if (!values.startDate || values.agreementId === undefined || values.departmentId === undefined) return;
    // Properties of other types (set by the HR integration, for instance) are kept as they are.
    const others = (employment?.properties ?? []).filter((property) => !ownTypes.includes(property.propertyTypeId)).map((property) => property.propertyId);
    const chosen = [values.departmentId, values.positionId, values.jobGroupId].filter((id): id is number => id !== undefined && id !== null);
    setProblem(null);
    save.mutate(
      {
        employmentId: employment?.employmentId ?? null,
        employeeId,
        agreementId: values.agreementId,
        startDate: values.startDate.format('YYYY-MM-DD'),
        endDate: values.endDate ? values.endDate.format('YYYY-MM-DD') : null,
        description: values.description.trim() || null,
        calculationOrder: values.calculationOrder ?? 0,
        weeklyHours: values.weeklyHours ?? null,
        isSecondary: values.isSecondary,
        defaultHidden: values.defaultHidden,
        propertyIds: [...chosen, ...others],
      },
      {
        onSuccess: () => {
          void message.success(employment ? 'Ansættelsen er gemt.' : 'Ansættelsen er oprettet.');
          close();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <EditorModal
      title={employment ? 'Rediger ansættelse' : 'Ny ansættelse'}
      open={open}
      onCancel={close}
      okText={employment ? 'Gem ansættelse' : 'Opret ansættelse'}
      saving={save.isPending}
      onOk={() => form.submit()}
      width={720}
      problem={problem}
    >
      <Form<Values> form={form} name="employment" layout="vertical" initialValues={initialValues} onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Startdato" name="startDate" rules={[{ required: true, message: 'Startdato skal udfyldes' }]}>
              <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Slutdato" name="endDate" dependencies={['startDate']} rules={[endAfterStart]} extra="Tom, hvis ansættelsen løber videre.">
              <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Overenskomst" name="agreementId" rules={[{ required: true, message: 'Vælg en overenskomst' }]}>
              <TreeSelect
                treeData={agreements.tree}
                treeDefaultExpandAll
                treeNodeLabelProp="title"
                showSearch={{ treeNodeFilterProp: 'title' }}
                loading={agreements.isLoading}
                placeholder="Vælg overenskomst"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Afdeling" name="departmentId" rules={[{ required: true, message: 'Vælg en afdeling' }]}>
              <TreeSelect
                treeData={departments.tree(current)}
                treeDefaultExpandAll
                treeNodeLabelProp="label"
                showSearch={{ treeNodeFilterProp: 'title' }}
                loading={departments.isLoading}
                placeholder="Vælg afdeling"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Stilling" name="positionId">
              <TreeSelect
                treeData={positions.tree(current)}
                treeDefaultExpandAll
                treeNodeLabelProp="label"
                showSearch={{ treeNodeFilterProp: 'title' }}
                allowClear
                loading={positions.isLoading}
                placeholder="Ingen stilling"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Jobgruppe" name="jobGroupId">
              <TreeSelect
                treeData={jobGroups.tree(current)}
                treeDefaultExpandAll
                treeNodeLabelProp="label"
                showSearch={{ treeNodeFilterProp: 'title' }}
                allowClear
                loading={jobGroups.isLoading}
                placeholder="Ingen jobgruppe"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="Beskrivelse" name="description" rules={[descriptionRule]}>
              <Input autoComplete="off" maxLength={200} placeholder="F.eks. Kaptajn, afløser eller sommerhjælp" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Beregningsrækkefølge" name="calculationOrder" tooltip="Ansættelser med lavere tal beregnes først.">
              <InputNumber min={0} max={99} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              label="Timer pr. uge"
              name="weeklyHours"
              rules={weeklyHoursRules}
              tooltip="Deltid: de aftalte timer om ugen. Normen, den gennemsnitlige arbejdstid, FTE og omregning af timer til dage følger andelen af overenskomstens fuldtidsuge (timer pr. dag × 5)."
            >
              <InputNumber<number> decimalSeparator="," precision={2} placeholder="Fuldtid" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="isSecondary" valuePropName="checked" extra="En sekundær ansættelse må overlappe medarbejderens andre ansættelser." style={{ marginBottom: 8 }}>
              <Checkbox>Sekundær ansættelse</Checkbox>
            </Form.Item>
            <Form.Item name="defaultHidden" valuePropName="checked" extra="Vises kun i planen, når man beder om skjulte ansættelser.">
              <Checkbox>Skjult som standard</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </EditorModal>
  );
}
