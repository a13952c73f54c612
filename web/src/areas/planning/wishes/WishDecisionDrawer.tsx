import { useEffect, useState } from 'react';
import { App, Button, Descriptions, Drawer, Flex, Input, Popconfirm, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbsenceWishDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { AbsenceEffect } from '../../../ui/AbsenceEffect.tsx';
import { formatDate, formatDateTime } from '../../../ui/format.ts';
import { planningKey } from '../planning-queries.ts';

interface Props {
  wish: AbsenceWishDto | null;
  onClose: () => void;
}

/** Deciding a wish: the part to grant (all of it unless narrowed), its effect on balances, norm and rest hours, then grant or reject. */
export function WishDecisionDrawer({ wish, onClose }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [part, setPart] = useState({ start: '', end: '' });
  const [comment, setComment] = useState('');
  useEffect(() => {
    if (wish) setPart({ start: wish.startDate, end: wish.endDate });
    setComment('');
  }, [wish]);
  const valid = wish !== null && part.start !== '' && part.end !== '' && part.start <= part.end && part.start >= wish.startDate && part.end <= wish.endDate;
  const preview = useQuery({
    queryKey: [...planningKey, 'wish-preview', wish?.absenceWishId, part.start, part.end],
    queryFn: () => api.plan.previewAbsenceWishGrant({ absenceWishId: wish!.absenceWishId }, { start: part.start, end: part.end }),
    enabled: valid,
    meta: { silentError: true },
  });
  const decided = (text: string) => {
    void message.success(text);
    void queryClient.invalidateQueries({ queryKey: planningKey });
    onClose();
  };
  const onError = (error: unknown) => void message.error(errorText(error));
  const grant = useMutation({
    mutationFn: () => api.plan.grantAbsenceWish({ absenceWishId: wish!.absenceWishId }, { start: part.start, end: part.end, comment: comment || null }),
    onSuccess: () => decided(`Ønsket er bevilget, og ${wish?.employeeName ?? 'medarbejderen'} har fået besked.`),
    meta: { silentError: true },
    onError,
  });
  const reject = useMutation({
    mutationFn: () => api.plan.rejectAbsenceWish({ absenceWishId: wish!.absenceWishId }, { comment }),
    onSuccess: () => decided(`Ønsket er afvist, og ${wish?.employeeName ?? 'medarbejderen'} har fået besked.`),
    meta: { silentError: true },
    onError,
  });
  const whole = wish !== null && part.start === wish.startDate && part.end === wish.endDate;

  return (
    <Drawer title={wish ? `Ønske fra ${wish.employeeName}` : ''} open={wish !== null} onClose={onClose} width={480} destroyOnHidden>
      {wish && (
        <Flex vertical gap={16}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Fravær">{wish.propertyName}</Descriptions.Item>
            <Descriptions.Item label="Ønsket">
              {formatDate(wish.startDate)} – {formatDate(wish.endDate)}
            </Descriptions.Item>
            <Descriptions.Item label="Sendt">{formatDateTime(wish.requestedAt)}</Descriptions.Item>
            {wish.comment && <Descriptions.Item label="Kommentar">{wish.comment}</Descriptions.Item>}
          </Descriptions>
          <div>
            <Typography.Text strong>Bevilg</Typography.Text>
            <Flex gap={8} align="center" wrap style={{ marginTop: 4 }}>
              <Input type="date" aria-label="Bevilg fra" value={part.start} min={wish.startDate} max={wish.endDate} onChange={(event) => setPart({ ...part, start: event.target.value })} style={{ width: 170 }} />
              –
              <Input type="date" aria-label="Bevilg til" value={part.end} min={wish.startDate} max={wish.endDate} onChange={(event) => setPart({ ...part, end: event.target.value })} style={{ width: 170 }} />
            </Flex>
            {!valid && <Typography.Text type="danger">Vælg en del af det ønskede.</Typography.Text>}
          </div>
          {valid && <AbsenceEffect preview={preview.data} loading={preview.isFetching} />}
          <Input.TextArea aria-label="Kommentar til medarbejderen" placeholder="Kommentar til medarbejderen (skal udfyldes ved afvisning)" rows={2} maxLength={500} value={comment} onChange={(event) => setComment(event.target.value)} />
          <Flex gap={8} wrap>
            <Popconfirm
              title={whole ? 'Bevilg hele ønsket?' : 'Bevilg den valgte del?'}
              description="Fraværet lægges ind i planen, og medarbejderen får besked."
              okText="Bevilg"
              cancelText="Annuller"
              onConfirm={() => grant.mutate()}
              disabled={!valid || !!preview.data?.refusal}
            >
              <Button type="primary" loading={grant.isPending} disabled={!valid || !!preview.data?.refusal}>
                {whole ? 'Bevilg' : 'Bevilg delvist'}
              </Button>
            </Popconfirm>
            <Popconfirm title="Afvis ønsket?" description="Medarbejderen får besked med din kommentar." okText="Afvis" cancelText="Annuller" okButtonProps={{ danger: true }} onConfirm={() => reject.mutate()} disabled={comment.trim() === ''}>
              <Button danger loading={reject.isPending} disabled={comment.trim() === ''}>
                Afvis
              </Button>
            </Popconfirm>
          </Flex>
        </Flex>
      )}
    </Drawer>
  );
}
