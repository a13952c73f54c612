import { Fragment } from 'react';
import { Flex, Form, Typography } from 'antd';
import { hexColor } from '@kaj/contract';
import { WatchCodeChip } from '../../../ui/WatchCodeChip.tsx';
import { WatchTimeRange } from '../../../ui/WatchTimeRange.tsx';
import { formatPaidHours } from '../../../ui/watch-time.ts';
import { placeDetails, totalPaidMinutes, type WatchCodeValues } from './watch-code-form.ts';
import { WatchCodeTimeline } from './WatchCodeTimeline.tsx';

/** The code as the planning grid will show it, updated while it is edited, with its watches on a time line. */
export function WatchCodePreview() {
  const form = Form.useFormInstance<WatchCodeValues>();
  const values = Form.useWatch((all: WatchCodeValues) => all, { form, preserve: true });
  if (!values) return null;

  const color = hexColor.safeParse(values.color).success ? values.color : '#d9d9d9';
  const placed = placeDetails(values);
  const firstDay = placed.filter((detail) => detail.dayOffset === 0);
  const days = placed.length === 0 ? 1 : Math.max(...placed.map((detail) => detail.dayOffset)) + 1;

  return (
    <div className="watch-code-preview" data-testid="watch-code-preview" style={{ padding: 16, marginBottom: 24, borderRadius: 8, background: '#f7f9fc', border: '1px solid #e6ebf1' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Sådan ser vagtkoden ud i planen
      </Typography.Text>
      <Flex gap={16} align="center" style={{ margin: '8px 0 12px' }}>
        <WatchCodeChip code={values.code?.trim() || '?'} color={color} size="large" />
        <Flex vertical>
          <span>
            {firstDay.length === 0 && <Typography.Text type="secondary">Ingen tider endnu</Typography.Text>}
            {firstDay.map((detail, index) => (
              <Fragment key={index}>
                {index > 0 && ', '}
                <WatchTimeRange startTime={detail.startTime} endTime={detail.endTime} />
              </Fragment>
            ))}
          </span>
          <Typography.Text type="secondary">
            {formatPaidHours(totalPaidMinutes(values))} betalt{days > 1 ? ` over ${days} dage` : ''}
          </Typography.Text>
        </Flex>
      </Flex>
      {placed.length > 0 && <WatchCodeTimeline placed={placed} color={color} />}
    </div>
  );
}
