import { useEffect, useMemo, useState } from 'react';
import { App, DatePicker, Flex, Form, Segmented, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AppliedRotationDto, CopyPeriodKind, CopyPeriodRequest, RotationPreviewDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { PreviewThenSaveModal } from './PreviewThenSaveModal.tsx';
import type { RotationTarget } from './ApplyRotationModal.tsx';
import { firstDayOf, periodAfter, periodName } from './copy-period-dates.ts';
import { daysText } from './rotation-texts.ts';

interface Props {
  open: boolean;
  targets: readonly RotationTarget[];
  /** The month shown in the grid, and the selected day (its week is the default week). */
  month: string;
  day: string;
  onCopy: (label: string, request: CopyPeriodRequest) => Promise<AppliedRotationDto | undefined>;
  onClose: () => void;
}

const KINDS = [
  { value: 'month', label: 'Måned' },
  { value: 'week', label: 'Uge' },
];

/**
 * "Kopiér periode": the planned watches of the chosen rows in a week or month, laid again from another week's
 * Monday or month's 1st; a preview from the server of what will be placed and skipped first, and only then the copy.
 */
export function CopyPeriodModal({ open, targets, month, day, onCopy, onClose }: Props) {
  const { message } = App.useApp();
  const [kind, setKind] = useState<CopyPeriodKind>('month');
  const [source, setSource] = useState(firstDayOf('month', month));
  const [target, setTarget] = useState(periodAfter('month', firstDayOf('month', month)));
  const [preview, setPreview] = useState<RotationPreviewDto | null>(null);
  const [busy, setBusy] = useState(false);
  const names = useMemo(() => new Map(targets.map((each) => [each.employmentId, each.name])), [targets]);

  function choose(nextKind: CopyPeriodKind, nextSource: string, nextTarget = periodAfter(nextKind, nextSource)) {
    setKind(nextKind);
    setSource(nextSource);
    setTarget(nextTarget);
    setPreview(null);
  }

  useEffect(() => {
    if (open) choose('month', firstDayOf('month', month));
  }, [open, month]);

  const request = (): CopyPeriodRequest => ({ kind, source, target, employmentIds: targets.map((each) => each.employmentId) });
  const same = source === target;

  async function showPreview() {
    setBusy(true);
    try {
      setPreview(await api.plan.previewCopyPeriod(undefined, request()));
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    setBusy(true);
    const label = `Kopi af ${periodName(kind, source)} til ${periodName(kind, target)}`;
    const copied = await onCopy(label, request());
    setBusy(false);
    if (!copied) return;
    const count = copied.placed.reduce((sum, each) => sum + each.count, 0);
    void message.success(`${count} vagter kopieret til ${periodName(kind, target)}${copied.refused.length ? `, ${daysText(copied.refused.length)} sprunget over` : ''}`);
    onClose();
  }

  const picker = (label: string, value: string, onPick: (first: string) => void) => (
    <Form.Item label={label}>
      <DatePicker
        aria-label={label}
        picker={kind === 'month' ? 'month' : 'date'}
        format={kind === 'month' ? 'MM-YYYY' : 'DD-MM-YYYY'}
        allowClear={false}
        value={dayjs(value)}
        // A week is chosen by its Monday.
        disabledDate={kind === 'week' ? (date: Dayjs) => date.day() !== 1 : undefined}
        onChange={(picked) => picked && onPick(firstDayOf(kind, picked.format('YYYY-MM-DD')))}
      />
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {periodName(kind, value)}
      </Typography.Text>
    </Form.Item>
  );

  return (
    <PreviewThenSaveModal
      open={open}
      title="Kopiér periode"
      saveLabel="Kopiér"
      subject="kopien"
      preview={preview}
      names={names}
      busy={busy}
      previewDisabled={same}
      onPreview={() => void showPreview()}
      onSave={() => void copy()}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        De planlagte vagtkoder for {targets.length === 1 ? targets[0]!.name : `${targets.length} medarbejdere`} kopieres dag for dag. En uge kopieres til en anden uge fra mandag; en måned til en anden måned dato for dato, og datoer, som målmåneden ikke har, springes over.
      </Typography.Paragraph>
      <Form layout="vertical">
        <Flex gap={16} wrap align="start">
          <Form.Item label="Periode">
            <Segmented aria-label="Periode" value={kind} options={KINDS} onChange={(value) => choose(value as CopyPeriodKind, firstDayOf(value as CopyPeriodKind, value === 'week' ? day : month))} />
          </Form.Item>
          {picker(kind === 'month' ? 'Kopiér måneden' : 'Kopiér ugen fra', source, (first) => choose(kind, first))}
          {picker(kind === 'month' ? 'Til måneden' : 'Til ugen fra', target, (first) => choose(kind, source, first))}
        </Flex>
        {same && <Typography.Text type="danger">Målet skal være en anden periode end kilden</Typography.Text>}
      </Form>
    </PreviewThenSaveModal>
  );
}
