import { useState } from 'react';
import { Button, Card, DatePicker, Empty, Flex, Select, TimePicker, Typography } from 'antd';
import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useAuth } from '../../../app/session/use-session.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { formatDate, formatDateTime } from '../../../ui/format.ts';
import { AddEmployeeMemberForm } from './AddEmployeeMemberForm.tsx';
import { AddExternalMemberForm } from './AddExternalMemberForm.tsx';
import { CrewMembersTable } from './CrewMembersTable.tsx';
import { useCrewActions, useCrewList, useCrewLists, useShips } from './crew-queries.ts';
import './crew-list.css';

/** /reports/crewlist: a ship's crew at a date and time, made from those on board; see, change and print it. */
export function CrewListPage() {
  const auth = useAuth();
  const keeps = auth.isAdmin || auth.isPlanner || auth.isApproverWithPlanningRight || auth.isShip;
  const ships = useShips();
  const [chosenShipId, setChosenShipId] = useState<number | null>(null);
  const shipId = chosenShipId ?? ships.data?.[0]?.shipId ?? null;
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [time, setTime] = useState(() => dayjs().format('HH:mm'));
  const [chosenListId, setChosenListId] = useState<number | null>(null);
  const lists = useCrewLists(shipId, date);
  const listId = chosenListId ?? lists.data?.at(-1)?.crewListId ?? null;
  const list = useCrewList(listId);
  const { create, addExternal, addEmployee, remove } = useCrewActions();
  const shown = list.data && list.data.shipId === shipId && list.data.date === date ? list.data : null;

  const createList = () => {
    if (shipId === null) return;
    create.mutate({ shipid: shipId, date, time }, { onSuccess: (created) => created && setChosenListId(created.crewListId) });
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Besætningsliste"
        description="Listen dannes af de medarbejdere, der har en realiseret vagt om bord på skibet på tidspunktet."
        extra={
          <Button icon={<PrinterOutlined />} disabled={!shown} onClick={() => window.print()}>
            Udskriv
          </Button>
        }
      />
      <Flex gap={12} wrap align="center">
        <Select<number>
          aria-label="Skib"
          style={{ minWidth: 200 }}
          loading={ships.isLoading}
          value={shipId ?? undefined}
          placeholder="Vælg skib"
          options={(ships.data ?? []).map((ship) => ({ value: ship.shipId, label: ship.name }))}
          onChange={(id) => {
            setChosenShipId(id);
            setChosenListId(null);
          }}
        />
        <DatePicker
          aria-label="Dato"
          format="D. MMM YYYY"
          allowClear={false}
          value={dayjs(date)}
          onChange={(value) => {
            if (!value) return;
            setDate(value.format('YYYY-MM-DD'));
            setChosenListId(null);
          }}
        />
        <TimePicker aria-label="Tidspunkt" format="HH:mm" allowClear={false} needConfirm={false} value={dayjs(`${date}T${time}`)} onChange={(value) => value && setTime(value.format('HH:mm'))} />
        {keeps && (
          <Button type="primary" icon={<PlusOutlined />} disabled={shipId === null} loading={create.isPending} onClick={createList}>
            Opret besætningsliste
          </Button>
        )}
        {(lists.data?.length ?? 0) > 0 && (
          <Select<number>
            aria-label="Lister på datoen"
            style={{ minWidth: 220 }}
            value={listId ?? undefined}
            options={(lists.data ?? []).map((header) => ({ value: header.crewListId, label: `Kl. ${header.time} (${header.memberCount} personer)` }))}
            onChange={setChosenListId}
          />
        )}
      </Flex>
      {shown ? (
        <Card className="crew-list-print" loading={list.isLoading}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            Besætningsliste {shown.shipName} {formatDate(shown.date)} kl. {shown.time}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {shown.memberCount} personer. Oprettet {formatDateTime(shown.creationTime)} af {shown.createdBy}.
          </Typography.Paragraph>
          <CrewMembersTable
            members={shown.members}
            listDate={shown.date}
            onRemove={keeps ? (member, validUntil) => remove.mutate({ crewMemberId: member.crewMemberId, validUntil }) : null}
          />
          {keeps && (
            <div style={{ marginTop: 16 }}>
              <AddEmployeeMemberForm
                listDate={shown.date}
                saving={addEmployee.isPending}
                onAdd={(employeeId, validUntil) => addEmployee.mutateAsync({ listid: shown.crewListId, employeeId, validUntil })}
              />
              <AddExternalMemberForm listDate={shown.date} saving={addExternal.isPending} onAdd={(name, validUntil) => addExternal.mutateAsync({ listid: shown.crewListId, name, validUntil })} />
            </div>
          )}
        </Card>
      ) : (
        <Empty description={shipId === null ? 'Du har ingen skibe.' : 'Ingen besætningsliste på datoen. Vælg tidspunkt og opret en.'} />
      )}
    </Flex>
  );
}
