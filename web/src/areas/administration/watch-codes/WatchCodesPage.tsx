import { useMemo, useState } from 'react';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { WatchTemplateSummaryDto } from '@kaj/contract';
import { useAuth } from '../../../app/session/use-session.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ActivateWatchCodeModal } from './ActivateWatchCodeModal.tsx';
import { DeactivateWatchCodeModal } from './DeactivateWatchCodeModal.tsx';
import { paletteLabel } from './palette-labels.ts';
import { useConfirmDelete } from './use-confirm-delete.ts';
import { useActiveWatchCodeDetails, usePlannersWithWatchCodes, useWatchCodeList, type Activity, type PaletteFilter } from './use-watch-codes.ts';
import { WatchCodeDrawer } from './WatchCodeDrawer.tsx';
import { WatchCodeFilters } from './WatchCodeFilters.tsx';
import { WatchCodeGroup } from './WatchCodeGroup.tsx';
import type { TileAction } from './WatchCodeTile.tsx';
import type { WatchCodeRef } from './watch-code-form.ts';
import './watch-codes.css';

type Dialog = { kind: 'edit'; id: number | null } | { kind: 'activate' | 'deactivate'; template: WatchCodeRef } | null;

function matches(template: WatchTemplateSummaryDto, search: string): boolean {
  const text = `${template.code} ${template.description ?? ''}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** Groups by sort group, in the palette's order: active codes first, then by code. */
function bySortGroup(templates: WatchTemplateSummaryDto[]): [number, WatchTemplateSummaryDto[]][] {
  const groups = new Map<number, WatchTemplateSummaryDto[]>();
  for (const template of templates) groups.set(template.sortGroup, [...(groups.get(template.sortGroup) ?? []), template]);
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([group, list]) => [group, list.sort((a, b) => Number(b.active) - Number(a.active) || a.code.localeCompare(b.code, 'da', { numeric: true }))]);
}

/** /administration/watch-codes: the watch codes of a palette, each as the planning grid shows it, with the editor. */
export function WatchCodesPage() {
  const { session, isAdmin } = useAuth();
  const myId = session?.id;
  const [activity, setActivity] = useState<Activity>('all');
  const [palette, setPalette] = useState<PaletteFilter>('mine-and-shared');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useWatchCodeList(palette, activity, myId);
  const details = useActiveWatchCodeDetails(palette);
  const planners = usePlannersWithWatchCodes();
  const confirmDelete = useConfirmDelete();

  const otherPlanners = (planners.data ?? []).filter((planner) => planner.planUserId !== myId);
  const nameOf = (planUserId: number) => planners.data?.find((planner) => planner.planUserId === planUserId)?.fullName;
  const mayChange = (template: Pick<WatchTemplateSummaryDto, 'planUserId'>) => isAdmin || template.planUserId === null || template.planUserId === myId;

  const visible = useMemo(() => (list.data ?? []).filter((template) => matches(template, search.trim())), [list.data, search]);
  const groups = useMemo(() => bySortGroup(visible), [visible]);
  const codeById = useMemo(() => {
    const codes = new Map<number, string>();
    for (const template of details.data?.values() ?? []) codes.set(template.watchTemplateId, template.code);
    for (const template of list.data ?? []) codes.set(template.watchTemplateId, template.code);
    return codes;
  }, [details.data, list.data]);

  function act(template: WatchTemplateSummaryDto, action: TileAction) {
    if (action === 'edit') setDialog({ kind: 'edit', id: template.watchTemplateId });
    else if (action === 'delete') confirmDelete(template, { onDeactivate: () => setDialog({ kind: 'deactivate', template }) });
    else setDialog({ kind: action, template });
  }

  const total = list.data?.length ?? 0;
  return (
    <>
      <PageHeader
        title="Vagtkoder"
        description="Vagtkoderne, som planlæggerne sætter i planen: tider, betalt tid, egenskaber og farve. Hver kode vises, som den ser ud i planens celler."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'edit', id: null })}>
            Opret vagtkode
          </Button>
        }
      />
      <Flex vertical gap={16}>
        <Card size="small">
          <Flex justify="space-between" align="center" gap={16} wrap>
            <WatchCodeFilters
              activity={activity}
              onActivity={setActivity}
              palette={palette}
              onPalette={setPalette}
              planners={otherPlanners}
              search={search}
              onSearch={setSearch}
            />
            {list.data && (
              <Typography.Text type="secondary">{search.trim() ? `${visible.length} af ${total} vagtkoder` : `${total} vagtkoder`}</Typography.Text>
            )}
          </Flex>
        </Card>
        {list.isLoading && (
          <Card>
            <Skeleton active paragraph={{ rows: 4 }} />
          </Card>
        )}
        {list.data && groups.length === 0 && (
          <Card>
            <Empty description={search.trim() ? 'Ingen vagtkoder matcher søgningen.' : 'Der er ingen vagtkoder her endnu.'}>
              {!search.trim() && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'edit', id: null })}>
                  Opret vagtkode
                </Button>
              )}
            </Empty>
          </Card>
        )}
        {groups.map(([sortGroup, templates]) => (
          <WatchCodeGroup
            key={sortGroup}
            sortGroup={sortGroup}
            templates={templates}
            full={details.data}
            codeById={codeById}
            paletteOf={(template) => paletteLabel(template.planUserId, myId, nameOf)}
            mayChange={mayChange}
            onAction={act}
          />
        ))}
      </Flex>

      <WatchCodeDrawer
        id={dialog?.kind === 'edit' ? dialog.id : undefined}
        defaultPalette={isAdmin || myId === undefined ? null : myId}
        defaultSortGroup={groups[0]?.[0] ?? 1}
        paletteName={nameOf}
        codeOf={(watchTemplateId) => codeById.get(watchTemplateId)}
        mayChange={mayChange}
        onClose={() => setDialog(null)}
        onDeactivate={(template) => setDialog({ kind: 'deactivate', template })}
        onActivate={(template) => setDialog({ kind: 'activate', template })}
      />
      <ActivateWatchCodeModal template={dialog?.kind === 'activate' ? dialog.template : null} onClose={() => setDialog(null)} />
      <DeactivateWatchCodeModal template={dialog?.kind === 'deactivate' ? dialog.template : null} onClose={() => setDialog(null)} />
    </>
  );
}
