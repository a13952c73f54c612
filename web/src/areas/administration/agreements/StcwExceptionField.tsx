import { Checkbox, Form } from 'antd';

/**
 * The agreement's rest-hour rule (its own field group, beside code and name): seafarers under it may use the
 * STCW exception of A-VIII/1 §9 on their rest cards.
 */
export function StcwExceptionField() {
  return (
    <Form.Item
      name="stcwException"
      valuePropName="checked"
      tooltip="Mindst 70 timers hvile på 7 døgn i højst to uger i træk (med dobbelt så lang pause), og døgnets 10 timer i op til tre perioder på højst to døgn pr. 7 døgn."
      label="Hviletid"
    >
      <Checkbox>STCW-undtagelsen gælder (A-VIII/1 §9)</Checkbox>
    </Form.Item>
  );
}
