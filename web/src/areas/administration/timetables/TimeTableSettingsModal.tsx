import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { saveTimeTableRequest } from '@kaj/contract';
import { errorText, isHandledByLogout } from '../../../api/show-error.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import { PropertyTreeSelect } from '../shared/PropertyTreeSelect.tsx';
import { usePropertyTypeByKey } from '../shared/property-tree-queries.ts';
import { useSaveTimeTable, useTimeTables, type TimeTable, type TimeTableSettings } from './timetable-queries.ts';

interface Props {
  open: boolean;
  /** The timetable to rename and attach; null makes a new one. */
  timeTable: TimeTable | null;
  onClose: () => void;
  onSaved: (timeTableId: number) => void;
}

const nameRules = [schemaRule(saveTimeTableRequest.shape.name)];

/** Name of a timetable and the departments that sail by it (a department follows at most one). */
export function TimeTableSettingsModal({ open, timeTable, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TimeTableSettings>();
  const save = useSaveTimeTable();
  const all = useTimeTables();
  const departmentType = usePropertyTypeByKey('department');
  const [refusal, setRefusal] = useState<string | null>(null);

  /** Departments that already follow another timetable, with its name. */
  const taken = useMemo(() => {
    const map = new Map<number, string>();
    for (const other of all.data ?? []) {
      if (other.timeTableId === timeTable?.timeTableId) continue;
      for (const id of other.departmentPropertyIds) map.set(id, `følger ${other.name}`);
    }
    return map;
  }, [all.data, timeTable]);

  useEffect(() => {
    if (!open) return;
    setRefusal(null);
    form.setFieldsValue({ name: timeTable?.name ?? '', departmentPropertyIds: timeTable?.departmentPropertyIds ?? [] });
  }, [open, timeTable, form]);

  function submit(values: TimeTableSettings) {
    setRefusal(null);
    save.mutate(
      { timeTableId: timeTable?.timeTableId ?? null, settings: { name: values.name.trim(), departmentPropertyIds: values.departmentPropertyIds ?? [] } },
      {
        onSuccess: (saved) => {
          void message.success(timeTable ? `${saved.name} er gemt.` : `${saved.name} er oprettet.`);
          onSaved(saved.timeTableId);
        },
        onError: (error) => {
          if (!isHandledByLogout(error)) setRefusal(errorText(error));
        },
      },
    );
  }

  return (
    <Modal
      title={timeTable ? `Rediger ${timeTable.name}` : 'Ny tidsplan'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={timeTable ? 'Gem' : 'Opret'}
      cancelText="Annuller"
      confirmLoading={save.isPending}
      forceRender
    >
      {refusal && <Alert type="error" showIcon title="Kunne ikke gemmes" description={refusal} style={{ marginBottom: 16 }} />}
      <Form<TimeTableSettings> form={form} name="timetable" layout="vertical" onFinish={submit}>
        <Form.Item label="Navn" name="name" rules={nameRules} required>
          <Input placeholder="f.eks. Sejlplan Rønne–Ystad" maxLength={100} />
        </Form.Item>
        <Form.Item
          label="Afdelinger"
          name="departmentPropertyIds"
          extra="En afdeling følger sin egen tidsplan eller den nærmeste over sig: en tidsplan på et skib gælder dets afdelinger."
        >
          <PropertyTreeSelect typeId={departmentType?.propertyTypeId} mode="choose" multiple unavailable={taken} placeholder="Vælg skibe eller afdelinger" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
