import { useState } from 'react';
import { App, Button, Card, Flex, List, Popconfirm, Spin, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchExchangeDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { ExchangeStateTag, ExchangeWatch } from '../../../ui/exchange-view.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { BidModal } from './BidModal.tsx';
import { OfferModal } from './OfferModal.tsx';
import '../self-service.css';

const going = (exchange: WatchExchangeDto) => exchange.status === 'open' || exchange.status === 'accepted';

/** Vagtbytte: the employee's offers with their bids, colleagues' watches open for bids, and how recent exchanges ended. */
export function ExchangesPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [offering, setOffering] = useState(false);
  const [bidding, setBidding] = useState<WatchExchangeDto | null>(null);
  const exchanges = useQuery({ queryKey: ['self', 'exchanges'], queryFn: () => api.app.getWatchExchangeList() });
  const step = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['self'] });
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });
  const run = (action: () => Promise<unknown>, done: string) => step.mutate(action, { onSuccess: () => void message.success(done) });
  const list = exchanges.data ?? [];
  const mine = list.filter((exchange) => exchange.ownedByUser && going(exchange));
  const open = list.filter((exchange) => !exchange.ownedByUser && going(exchange));
  const ended = list.filter((exchange) => !going(exchange));

  const head = (exchange: WatchExchangeDto) => (
    <div className="registration-day__head">
      <ExchangeWatch watch={exchange} />
      <ExchangeStateTag status={exchange.status} />
    </div>
  );

  return (
    <div className="self-page">
      <PageHeader
        title="Vagtbytte"
        description="Tilbyd en vagt, du ikke kan tage, eller byd på en kollegas. Den, der tilbyder, vælger et bud, og planlæggeren godkender byttet."
        extra={
          <Button type="primary" icon={<SwapOutlined />} onClick={() => setOffering(true)}>
            Tilbyd en vagt
          </Button>
        }
      />
      {exchanges.isLoading && <Spin style={{ display: 'block', margin: 32 }} />}
      <Flex vertical gap={16}>
        <Card size="small" title="Dine tilbud">
          <List
            dataSource={mine}
            rowKey="exchangeId"
            locale={{ emptyText: 'Du tilbyder ingen vagter.' }}
            renderItem={(exchange) => (
              <List.Item className="registration-day" data-testid={`exchange-${exchange.exchangeId}`}>
                {head(exchange)}
                <Typography.Text type="secondary">Åben for bud til {formatDateTime(exchange.expiration)}</Typography.Text>
                {exchange.bids.length === 0 && <Typography.Text type="secondary">Ingen bud endnu.</Typography.Text>}
                {exchange.bids.map((bid) => (
                  <div key={bid.exchangeBidId} className="registration-day__entry">
                    <Typography.Text strong>{bid.employeeName}</Typography.Text>
                    <Typography.Text>{bid.given ? <>giver <ExchangeWatch watch={bid.given} /> i bytte</> : 'tager vagten'}</Typography.Text>
                    {bid.note && <Typography.Text type="secondary">{bid.note}</Typography.Text>}
                    {exchange.status === 'open' && (
                      <Popconfirm title={`Vælg buddet fra ${bid.employeeName}?`} okText="Vælg" cancelText="Annuller" onConfirm={() => run(() => api.app.acceptWatchBid(null, { exchangeBidId: bid.exchangeBidId }), 'Buddet er valgt.')}>
                        <Button size="small" type="primary" style={{ alignSelf: 'flex-start' }}>
                          Vælg buddet
                        </Button>
                      </Popconfirm>
                    )}
                    {bid.chosen && <Typography.Text type="success">Valgt</Typography.Text>}
                  </div>
                ))}
                <Popconfirm title="Træk tilbuddet tilbage?" okText="Træk tilbage" cancelText="Annuller" onConfirm={() => run(() => api.app.withdrawWatchOffer(null, { exchangeId: exchange.exchangeId }), 'Tilbuddet er trukket tilbage.')}>
                  <Button size="small" style={{ alignSelf: 'flex-start' }}>
                    Træk tilbage
                  </Button>
                </Popconfirm>
              </List.Item>
            )}
          />
        </Card>
        <Card size="small" title="Kollegers vagter til bytte">
          <List
            dataSource={open}
            rowKey="exchangeId"
            locale={{ emptyText: 'Ingen vagter er til bytte lige nu.' }}
            renderItem={(exchange) => {
              const own = exchange.bids.find((bid) => bid.ownBid);
              return (
                <List.Item className="registration-day" data-testid={`exchange-${exchange.exchangeId}`}>
                  {head(exchange)}
                  <Typography.Text>
                    {exchange.employeeName}
                    {exchange.notePublic && ` · ${exchange.notePublic}`}
                  </Typography.Text>
                  <Typography.Text type="secondary">Åben for bud til {formatDateTime(exchange.expiration)}</Typography.Text>
                  {own && <Typography.Text>Dit bud: {own.given ? <>du giver <ExchangeWatch watch={own.given} /></> : 'du tager vagten'}{own.chosen && ' · valgt'}</Typography.Text>}
                  <Flex gap={8}>
                    {exchange.canBid && (
                      <Button size="small" type="primary" onClick={() => setBidding(exchange)}>
                        Byd
                      </Button>
                    )}
                    {own && exchange.status === 'open' && (
                      <Popconfirm title="Træk dit bud tilbage?" okText="Træk tilbage" cancelText="Annuller" onConfirm={() => run(() => api.app.withdrawWatchBid(null, { exchangeBidId: own.exchangeBidId }), 'Dit bud er trukket tilbage.')}>
                        <Button size="small">Træk buddet tilbage</Button>
                      </Popconfirm>
                    )}
                  </Flex>
                </List.Item>
              );
            }}
          />
        </Card>
        {ended.length > 0 && (
          <Card size="small" title="Afsluttede de sidste 14 dage">
            <List
              dataSource={ended}
              rowKey="exchangeId"
              renderItem={(exchange) => (
                <List.Item className="registration-day" data-testid={`exchange-${exchange.exchangeId}`}>
                  {head(exchange)}
                  <Typography.Text type="secondary">{exchange.ownedByUser ? 'Dit tilbud' : `Tilbudt af ${exchange.employeeName}`}</Typography.Text>
                  {exchange.decisionComment && <Typography.Text>{exchange.decisionComment}</Typography.Text>}
                </List.Item>
              )}
            />
          </Card>
        )}
      </Flex>
      <OfferModal open={offering} onClose={() => setOffering(false)} offered={new Set(list.filter(going).map((exchange) => exchange.plannedWatchId))} />
      <BidModal exchange={bidding} onClose={() => setBidding(null)} />
    </div>
  );
}
