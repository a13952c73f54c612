import { Col, DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';

const endAfterStart = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_: unknown, end: Dayjs | null) => {
    const start = getFieldValue('validFrom') as Dayjs | null;
    if (end && start && end.isBefore(start, 'day')) throw new Error('Slutdatoen skal ligge efter startdatoen');
  },
});

export const isoOrNull = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/** "Gyldig fra" and "Gyldig til" of an address or a car, both optional, the end not before the start. */
export function ValidityFields() {
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item label="Gyldig fra" name="validFrom">
          <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Gyldig til" name="validTo" dependencies={['validFrom']} rules={[endAfterStart]}>
          <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </>
  );
}
