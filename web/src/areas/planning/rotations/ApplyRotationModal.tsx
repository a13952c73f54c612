import { useEffect, useMemo, useState } from 'react';
import { App, DatePicker, Empty, Flex, Form, InputNumber, Select, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ApplyRotationRequest, AppliedRotationDto, RotationPreviewDto, WatchTemplateSummaryDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { RotationStrip } from '../../../ui/RotationStrip.tsx';
import { PreviewThenSaveModal } from './PreviewThenSaveModal.tsx';
import { alternatingOffsetOf } from './rotation-offsets.ts';
import { daysText } from './rotation-texts.ts';

export interface RotationTarget {
  employmentId: number;
  name: string;
}

interface Props {
  open: boolean;
  /** The chosen rows' employments, in the grid's order. */
  targets: readonly RotationTarget[];
  /** The first and last day offered: the grid's range. */
  range: { start: string; end: string };
  templates: ReadonlyMap<number, WatchTemplateSummaryDto>;
  onLay: (name: string, request: ApplyRotationRequest) => Promise<AppliedRotationDto | undefined>;
  onClose: () => void;
}

/**
 * "Læg turnus": a rotation, a first and last day and an offset per employee (crews alternate by default), then a
 * preview from the server of what will be placed, skipped and broken, and only then the save.
 */
export function ApplyRotationModal({ open, targets, range, templates, onLay, onClose }: Props) {
  const { message } = App.useApp();
  const rotations = useQuery({ queryKey: ['planning', 'rotations'], queryFn: async () => (await api.plan.getRotations({})) ?? [], enabled: open, meta: { errorTitle: 'Turnusserne kunne ikke hentes' } });
  const [rotationId, setRotationId] = useState<number | null>(null);
  const [dates, setDates] = useState<[string, string]>([range.start, range.end]);
  const [offsets, setOffsets] = useState<Map<number, number>>(new Map());
  const [preview, setPreview] = useState<RotationPreviewDto | null>(null);
  const [busy, setBusy] = useState(false);
  const rotation = rotations.data?.find((each) => each.rotationId === rotationId) ?? null;
  const names = useMemo(() => new Map(targets.map((target) => [target.employmentId, target.name])), [targets]);

  useEffect(() => {
    if (!open) return;
    setPreview(null);
    setDates([range.start, range.end]);
  }, [open, range.start, range.end]);

  // A new rotation or new rows: the crews alternate again.
  useEffect(() => {
    setOffsets(new Map(targets.map((target, index) => [target.employmentId, rotation ? alternatingOffsetOf(rotation.days.length, index) : 0])));
    setPreview(null);
  }, [rotation, targets]);

  const request = (): ApplyRotationRequest | null =>
    rotation ? { rotationId: rotation.rotationId, from: dates[0], to: dates[1], employments: targets.map((target) => ({ employmentId: target.employmentId, offset: offsets.get(target.employmentId) ?? 0 })) } : null;

  async function showPreview() {
    const body = request();
    if (!body) return;
    setBusy(true);
    try {
      setPreview(await api.plan.previewRotation(undefined, body));
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  async function lay() {
    const body = request();
    if (!body || !rotation) return;
    setBusy(true);
    const laid = await onLay(rotation.name, body);
    setBusy(false);
    if (!laid) return;
    const count = laid.placed.reduce((sum, each) => sum + each.count, 0);
    void message.success(`${count} vagter lagt med turnussen ${rotation.name}${laid.refused.length ? `, ${daysText(laid.refused.length)} sprunget over` : ''}`);
    onClose();
  }

  const changed = () => setPreview(null);

  return (
    <PreviewThenSaveModal
      open={open}
      title="Læg turnus"
      saveLabel="Læg turnus"
      preview={preview}
      names={names}
      busy={busy}
      previewDisabled={!rotation || dates[1] < dates[0]}
      onPreview={() => void showPreview()}
      onSave={() => void lay()}
      onClose={onClose}
    >
      <Form layout="vertical">
        <Flex gap={16} wrap>
          <Form.Item label="Turnus" style={{ minWidth: 280 }}>
            <Select
              aria-label="Turnus"
              value={rotationId}
              onChange={(value: number) => setRotationId(value)}
              placeholder="Vælg turnus"
              loading={rotations.isLoading}
              notFoundContent={<Empty description="Ingen turnusser. Opret dem under Administration → Turnusser." />}
              options={(rotations.data ?? []).map((each) => ({ value: each.rotationId, label: `${each.name} (${each.departmentName})` }))}
            />
          </Form.Item>
          <Form.Item label="Fra og med">
            <DatePicker
              aria-label="Fra og med"
              format="DD-MM-YYYY"
              allowClear={false}
              value={dayjs(dates[0])}
              onChange={(value) => {
                if (value) setDates(([, to]) => [value.format('YYYY-MM-DD'), to]);
                changed();
              }}
            />
          </Form.Item>
          <Form.Item label="Til og med" validateStatus={dates[1] < dates[0] ? 'error' : undefined} help={dates[1] < dates[0] ? 'Slutdatoen skal ligge efter startdatoen' : undefined}>
            <DatePicker
              aria-label="Til og med"
              format="DD-MM-YYYY"
              allowClear={false}
              value={dayjs(dates[1])}
              onChange={(value) => {
                if (value) setDates(([from]) => [from, value.format('YYYY-MM-DD')]);
                changed();
              }}
            />
          </Form.Item>
        </Flex>
        {rotation && (
          <div style={{ marginBottom: 12 }}>
            <RotationStrip days={rotation.days} codes={templates} />
          </div>
        )}
        <Typography.Text strong>Medarbejdere og forskydning</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
          Forskydningen er, hvor mange dage inde i turnussen medarbejderen er på den første dag. Hold A og B skifter, når den ene har 0 og den anden en halv turnus.
        </Typography.Paragraph>
        <Table
          size="small"
          rowKey="employmentId"
          pagination={false}
          dataSource={[...targets]}
          columns={[
            { title: 'Medarbejder', dataIndex: 'name' },
            {
              title: 'Forskydning (dage)',
              width: 180,
              render: (_, target) => (
                <InputNumber
                  aria-label={`Forskydning for ${target.name}`}
                  min={0}
                  max={rotation ? rotation.days.length - 1 : 0}
                  value={offsets.get(target.employmentId) ?? 0}
                  onChange={(value) => {
                    setOffsets((current) => new Map(current).set(target.employmentId, value ?? 0));
                    changed();
                  }}
                />
              ),
            },
          ]}
        />
      </Form>
    </PreviewThenSaveModal>
  );
}
