import { Checkbox, Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { hexColor, saveWatchTemplateRequest } from '@kaj/contract';
import { schemaRule } from '../../../ui/form-rules.ts';
import { ColorField } from './ColorField.tsx';
import { genitive } from './palette-labels.ts';
import { SHARED_PALETTE } from './watch-code-form.ts';

const rules = {
  code: [schemaRule(saveWatchTemplateRequest.shape.code)],
  color: [schemaRule(hexColor)],
  description: [schemaRule(saveWatchTemplateRequest.shape.description)],
};

interface Props {
  /** The palettes the code may be placed in: shared, the signed-in user's own, and its present owner's. */
  palettes: { value: string; label: string }[];
  isNew: boolean;
}

/** Code, colour, description, palette and sort group of a watch code. */
export function WatchCodeGeneralFields({ palettes, isNew }: Props) {
  return (
    <>
      <Row gutter={16}>
        <Col flex="160px">
          <Form.Item label="Kode" name="code" rules={rules.code} required extra="F.eks. D1, N12, FE">
            <Input autoComplete="off" maxLength={10} autoFocus={isNew} style={{ fontWeight: 600 }} />
          </Form.Item>
        </Col>
        <Col flex="170px">
          <Form.Item label="Farve" name="color" rules={rules.color} required>
            <ColorField />
          </Form.Item>
        </Col>
        <Col flex="auto">
          <Form.Item label="Beskrivelse" name="description" rules={rules.description}>
            <Input maxLength={200} placeholder="F.eks. Nattevagt 18–06 med spisepause" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col flex="auto">
          <Form.Item label="Palet" name="palette" extra="Fælles vagtkoder tilbydes alle planlæggere; en vagtkode i din palet kun dig.">
            <Radio.Group optionType="button" options={palettes} aria-label="Palet" />
          </Form.Item>
        </Col>
        <Col flex="170px">
          <Form.Item label="Sorteringsgruppe" name="sortGroup" rules={[{ required: true, message: 'Skriv en sorteringsgruppe' }]}>
            <InputNumber min={0} max={999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="onBoard" valuePropName="checked" extra="Den, der har en vagt med koden, er om bord hele dagen og står på besætningslisten (ikke fravær og kurser i land).">
        <Checkbox>Om bord</Checkbox>
      </Form.Item>
    </>
  );
}

export function paletteChoices(myId: number | undefined, owner: number | null, ownerName: string | undefined): { value: string; label: string }[] {
  const choices = [{ value: SHARED_PALETTE, label: 'Fælles' }];
  if (myId !== undefined) choices.push({ value: String(myId), label: 'Min palet' });
  if (owner !== null && owner !== myId) choices.push({ value: String(owner), label: ownerName ? `${genitive(ownerName)} palet` : 'En anden planlæggers palet' });
  return choices;
}
