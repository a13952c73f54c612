import { useEffect, useMemo, useState } from 'react';
import { App, Button, Flex, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { MAX_ROTATION_DAYS, type RotationDto } from '@kaj/contract';
import { RotationStrip } from '../../../ui/RotationStrip.tsx';
import { errorText } from '../../../api/show-error.ts';
import { useActiveCodes, useDepartmentOptions, useSaveRotation } from './rotation-queries.ts';

interface Props {
  /** The rotation edited, 'new' for a new one, null when closed. */
  rotation: RotationDto | 'new' | null;
  onClose: () => void;
}

const OFF = 0;

/** Creates or changes a rotation: its name, department, and its days built in blocks ("7 dage D1, 7 dage fri") or a day at a time. */
export function RotationEditor({ rotation, onClose }: Props) {
  const { message } = App.useApp();
  const codes = useActiveCodes();
  const departments = useDepartmentOptions();
  const save = useSaveRotation();
  const [name, setName] = useState('');
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [days, setDays] = useState<(number | null)[]>([]);
  const [code, setCode] = useState<number>(OFF);
  const [count, setCount] = useState<number | null>(7);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (rotation === null) return;
    setTried(false);
    setName(rotation === 'new' ? '' : rotation.name);
    setDepartmentId(rotation === 'new' ? null : rotation.departmentId);
    setDays(rotation === 'new' ? [] : rotation.days);
  }, [rotation]);

  const byId = useMemo(() => new Map((codes.data ?? []).map((template) => [template.watchTemplateId, template])), [codes.data]);
  const chosen = code === OFF ? null : code;
  const problems = [
    name.trim() === '' && 'Navn skal udfyldes',
    departmentId === null && 'Vælg en afdeling',
    !days.some((day) => day !== null) && 'En turnus skal have mindst én dag med en vagtkode',
  ].filter((problem): problem is string => typeof problem === 'string');

  function addBlock() {
    if (!count) return;
    setDays((current) => [...current, ...Array<number | null>(count).fill(chosen)].slice(0, MAX_ROTATION_DAYS));
  }

  async function submit() {
    setTried(true);
    if (problems.length > 0 || departmentId === null || rotation === null) return;
    try {
      await save.mutateAsync({ rotationId: rotation === 'new' ? null : rotation.rotationId, name: name.trim(), departmentId, days });
      void message.success(`Turnussen "${name.trim()}" er gemt`);
      onClose();
    } catch (error) {
      void message.error(errorText(error));
    }
  }

  return (
    <Modal
      open={rotation !== null}
      title={rotation === 'new' ? 'Ny turnus' : 'Rediger turnus'}
      okText="Gem"
      cancelText="Annuller"
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Navn" htmlFor="rotation-name" required validateStatus={tried && name.trim() === '' ? 'error' : undefined} help={tried && name.trim() === '' ? 'Navn skal udfyldes' : undefined}>
          <Input id="rotation-name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} placeholder="F.eks. 7/7 dæk" />
        </Form.Item>
        <Form.Item label="Afdeling" required validateStatus={tried && departmentId === null ? 'error' : undefined} help={tried && departmentId === null ? 'Vælg en afdeling' : undefined}>
          <Select id="rotation-department" aria-label="Afdeling" value={departmentId} onChange={setDepartmentId} options={departments.data ?? []} showSearch={{ optionFilterProp: 'label' }} placeholder="Vælg afdeling" />
        </Form.Item>
        <Typography.Text strong>Dage ({days.length})</Typography.Text>
        <Flex gap={8} align="center" wrap style={{ margin: '8px 0' }}>
          <Select
            aria-label="Kode"
            style={{ width: 180 }}
            value={code}
            onChange={setCode}
            showSearch={{ optionFilterProp: 'label' }}
            options={[{ value: OFF, label: 'fri' }, ...(codes.data ?? []).map((template) => ({ value: template.watchTemplateId, label: `${template.code} – ${template.description}` }))]}
          />
          <InputNumber aria-label="Antal dage" min={1} max={MAX_ROTATION_DAYS} value={count} onChange={setCount} addonAfter="dage" style={{ width: 130 }} />
          <Button onClick={addBlock} disabled={days.length >= MAX_ROTATION_DAYS}>
            Tilføj dage
          </Button>
          <Button onClick={() => setDays((current) => current.slice(0, -1))} disabled={days.length === 0}>
            Fjern sidste dag
          </Button>
          <Button onClick={() => setDays([])} disabled={days.length === 0}>
            Ryd
          </Button>
        </Flex>
        {days.length > 0 ? (
          <RotationStrip days={days} codes={byId} onDay={(index) => setDays((current) => current.map((day, at) => (at === index ? chosen : day)))} />
        ) : (
          <Typography.Text type="secondary">Tilføj dage i blokke, f.eks. 7 dage D1 og 7 dage fri.</Typography.Text>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Klik på en dag for at give den den valgte kode. Turnussen gentages fra dag 1, når den sidste dag er nået.
        </Typography.Paragraph>
        {tried && problems.length > 0 && <Typography.Text type="danger">{problems.join('. ')}.</Typography.Text>}
      </Form>
    </Modal>
  );
}
