import { useEffect } from 'react';
import { Checkbox, Form, Input, InputNumber, Modal, Space, Switch } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { api } from '../../../api/client.ts';
import { timeTablesKey, type TimeTableLine } from './timetable-queries.ts';

interface FillForm {
  text: string;
  from: number;
  to: number;
  weekdays: number[];
  overwrite: boolean;
}

/** Monday first, as a Danish calendar; the values are dayjs's day numbers (0 = Sunday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ value: day, label: dayjs().day(day).format('dd') }));

interface Props {
  line: TimeTableLine | null;
  onClose: () => void;
}

/** The days of a line to fill: a range of the month, on chosen weekdays. */
function daysToFill(line: TimeTableLine, values: FillForm): number[] {
  const days: number[] = [];
  for (let day = values.from; day <= values.to; day += 1) {
    const weekday = dayjs(new Date(line.year, line.month - 1, day)).day();
    const taken = line.entries.some((entry) => entry.day === day);
    if (values.weekdays.includes(weekday) && (values.overwrite || !taken)) days.push(day);
  }
  return days;
}

/** Fills many days of a line with one text ("Rønne–Ystad 06:30" every weekday), or empties them. */
export function FillDaysModal({ line, onClose }: Props) {
  const [form] = Form.useForm<FillForm>();
  const queryClient = useQueryClient();
  const lastDay = line ? dayjs(new Date(line.year, line.month - 1, 1)).daysInMonth() : 31;
  const fill = useMutation({
    mutationFn: async ({ target, values }: { target: TimeTableLine; values: FillForm }) => {
      for (const day of daysToFill(target, values)) {
        const existing = target.entries.find((entry) => entry.day === day);
        await api.department.saveTimeTableEntry(undefined, {
          timeTableEntryId: existing?.timeTableEntryId,
          timeTableLineId: target.timeTableLineId,
          day,
          text: values.text.trim(),
        });
      }
    },
    meta: { errorTitle: 'Dagene kunne ikke udfyldes' },
    // Also after a refusal halfway: the days saved so far are shown.
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeTablesKey }),
  });

  useEffect(() => {
    if (line) form.setFieldsValue({ text: '', from: 1, to: lastDay, weekdays: WEEKDAYS.map((day) => day.value), overwrite: false });
  }, [line, lastDay, form]);

  return (
    <Modal
      title={line ? `Udfyld dage: ${line.text || 'linje'}` : 'Udfyld dage'}
      open={line !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="Udfyld"
      cancelText="Annuller"
      confirmLoading={fill.isPending}
      forceRender
    >
      <Form<FillForm>
        form={form}
        name="fill-days"
        layout="vertical"
        onFinish={(values) => line && fill.mutate({ target: line, values }, { onSuccess: onClose })}
      >
        <Form.Item label="Tekst" name="text" extra="Tom tekst tømmer dagene." rules={[{ max: 200, message: 'Teksten kan højst være 200 tegn' }]}>
          <Input autoFocus placeholder="f.eks. Rønne–Ystad 06:30" maxLength={200} />
        </Form.Item>
        <Space size={16} align="start" wrap>
          <Form.Item label="Fra dag" name="from" rules={[{ required: true, message: 'Vælg den første dag' }]}>
            <InputNumber min={1} max={lastDay} precision={0} />
          </Form.Item>
          <Form.Item
            label="Til dag"
            name="to"
            dependencies={['from']}
            rules={[
              { required: true, message: 'Vælg den sidste dag' },
              ({ getFieldValue }) => ({
                validator: async (_rule, value: number | null) => {
                  if (value !== null && value < getFieldValue('from')) throw new Error('Til-dagen må ikke ligge før fra-dagen');
                },
              }),
            ]}
          >
            <InputNumber min={1} max={lastDay} precision={0} />
          </Form.Item>
        </Space>
        <Form.Item label="Ugedage" name="weekdays" rules={[{ required: true, message: 'Vælg mindst én ugedag' }]}>
          <Checkbox.Group options={WEEKDAYS} />
        </Form.Item>
        <Form.Item label="Overskriv dage med tekst" name="overwrite" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
