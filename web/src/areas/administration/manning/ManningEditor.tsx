import { useEffect, useState } from 'react';
import { App, Button, DatePicker, Flex, Form, InputNumber, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { MAX_MANNING_LINES, manningLineInput, type ManningDocumentDto } from '@kaj/contract';
import { EditorDrawer } from '../../../ui/EditorDrawer.tsx';
import { errorText } from '../../../api/show-error.ts';
import { numberRules } from '../../../ui/number-bounds.ts';
import { useActiveCodes, useDepartmentOptions } from '../rotations/rotation-queries.ts';
import { usePositionGroups, useSaveManningDocument } from './manning-queries.ts';

/** What the drawer edits: a new document, a version, or a new version started from one. */
export interface ManningEditing {
  document: ManningDocumentDto | null;
  newVersion?: boolean;
}

interface Values {
  departmentId: number | null;
  validFrom: Dayjs | null;
  lines: { positionGroupId: number | null; watchTemplateId: number; minimum: number | null }[];
}

/** "Alle vagter": the select's value for a line that counts any watch of the day. */
const ANY = 0;

function valuesOf({ document, newVersion }: ManningEditing): Values {
  if (!document) return { departmentId: null, validFrom: null, lines: [{ positionGroupId: null, watchTemplateId: ANY, minimum: 1 }] };
  return {
    departmentId: document.departmentId,
    validFrom: newVersion ? null : dayjs(document.validFrom),
    lines: document.lines.map((line) => ({ positionGroupId: line.positionGroupId, watchTemplateId: line.watchTemplateId ?? ANY, minimum: line.minimum })),
  };
}

/** Creates or changes one version of a department's manning document: the date it holds from and its lines. */
export function ManningEditor({ editing, onClose }: { editing: ManningEditing | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const departments = useDepartmentOptions();
  const groups = usePositionGroups();
  const codes = useActiveCodes();
  const save = useSaveManningDocument();
  const editsVersion = editing?.document != null && !editing.newVersion;

  useEffect(() => {
    if (!editing) return;
    setProblem(null);
    form.resetFields();
    form.setFieldsValue(valuesOf(editing));
  }, [editing, form]);

  function submit(values: Values) {
    if (!editing || values.departmentId === null || values.validFrom === null) return;
    setProblem(null);
    const validFrom = values.validFrom.format('YYYY-MM-DD');
    save.mutate(
      {
        departmentId: values.departmentId,
        validFrom,
        previousValidFrom: editsVersion ? editing.document!.validFrom : null,
        lines: values.lines.map((line) => ({ positionGroupId: line.positionGroupId!, watchTemplateId: line.watchTemplateId === ANY ? null : line.watchTemplateId, minimum: line.minimum! })),
      },
      {
        onSuccess: (saved) => {
          void message.success(`Bemandingskravet for ${saved?.departmentName ?? 'afdelingen'} fra ${values.validFrom!.format('D. MMM YYYY')} er gemt`);
          onClose();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  const title = !editing?.document ? 'Nyt bemandingskrav' : editing.newVersion ? 'Ny version af bemandingskrav' : 'Rediger bemandingskrav';
  return (
    <EditorDrawer title={title} open={editing !== null} onClose={onClose} size={640} saving={save.isPending} onSave={() => form.submit()} problem={problem}>
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="departmentId" label="Afdeling" rules={[{ required: true, message: 'Vælg en afdeling' }]}>
          <Select aria-label="Afdeling" options={departments.data ?? []} showSearch={{ optionFilterProp: 'label' }} placeholder="Vælg afdeling" disabled={editsVersion} />
        </Form.Item>
        <Form.Item name="validFrom" label="Gælder fra" rules={[{ required: true, message: 'Vælg datoen, kravet gælder fra' }]}>
          <DatePicker aria-label="Gælder fra" format="DD-MM-YYYY" placeholder="dd-mm-åååå" />
        </Form.Item>
        <Typography.Text strong>Krav</Typography.Text>
        <Typography.Paragraph type="secondary">Mindst så mange af stillingsgruppen om bord den dag, på vagtkoden eller på en hvilken som helst vagt. Ferie, sygdom og andet fravær tæller ikke.</Typography.Paragraph>
        <Form.List name="lines" rules={[{ validator: async (_, lines: unknown[]) => (lines?.length ? undefined : Promise.reject(new Error('Tilføj mindst én linje'))) }]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item name={[field.name, 'minimum']} rules={numberRules(manningLineInput.shape.minimum, 'Skriv antallet')} style={{ width: 90 }}>
                    <InputNumber aria-label={`Antal, linje ${index + 1}`} min={1} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'positionGroupId']} rules={[{ required: true, message: 'Vælg en stillingsgruppe' }]} style={{ flex: 1 }}>
                    <Select aria-label={`Stillingsgruppe, linje ${index + 1}`} placeholder="Stillingsgruppe" options={(groups.data ?? []).map((group) => ({ value: group.positionGroupId, label: group.name }))} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'watchTemplateId']} style={{ width: 170 }}>
                    <Select
                      aria-label={`Vagtkode, linje ${index + 1}`}
                      showSearch={{ optionFilterProp: 'label' }}
                      options={[{ value: ANY, label: 'Alle vagter' }, ...(codes.data ?? []).map((code) => ({ value: code.watchTemplateId, label: code.code }))]}
                    />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Fjern linje ${index + 1}`} onClick={() => remove(field.name)} />
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} disabled={fields.length >= MAX_MANNING_LINES} onClick={() => add({ positionGroupId: null, watchTemplateId: ANY, minimum: 1 })}>
                Tilføj linje
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </EditorDrawer>
  );
}
