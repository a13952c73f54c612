import { useMemo, useRef, useState } from 'react';
import { App, Button, Card, Col, Flex, Input, Row, Select, Skeleton, Switch, Tooltip, Typography } from 'antd';
import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { PropertyTreeNodeDto } from '@kaj/contract';
import { flattenPropertyTree, usePropertyTree, usePropertyTypes } from '../shared/property-tree-queries.ts';
import { useMoveProperty } from './property-mutations.ts';
import { PropertyPanel, type PanelState } from './PropertyPanel.tsx';
import { filterTree, findNode, nodeKey, parentKeys } from './property-tree-data.ts';
import { propertyWords } from './property-nouns.ts';
import { PropertyTreeView } from './PropertyTreeView.tsx';

interface Props {
  /** The type shown first: 'department' on Afdelinger, 'jobGroup' on Jobgrupper; `?type=<id>` chooses another. */
  defaultTypeKey: string;
}

/** The tree of one property type with search, drag-and-drop moves and the edit panel beside it. */
export function PropertyTreeScreen({ defaultTypeKey }: Props) {
  const { modal, message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const types = usePropertyTypes();
  const chosenId = Number(params.get('type'));
  const type = types.data?.find((t) => t.propertyTypeId === chosenId) ?? types.data?.find((t) => t.key === defaultTypeKey);
  const typeId = type?.propertyTypeId;
  const tree = usePropertyTree(typeId);
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const move = useMoveProperty();
  const [search, setSearch] = useState('');
  const [showDisabled, setShowDisabled] = useState(true);
  const [expanded, setExpanded] = useState<{ typeId: number; keys: string[] } | null>(null);
  const [panel, setPanel] = useState<PanelState | null>(null);
  const dirty = useRef(false);
  const words = propertyWords(type);

  const view = useMemo(() => filterTree(nodes, search, showDisabled), [nodes, search, showDisabled]);
  const expandedKeys = expanded && expanded.typeId === typeId ? expanded.keys : parentKeys(nodes);
  const shownKeys = search.trim() ? [...new Set([...expandedKeys, ...view.expandForSearch])] : expandedKeys;
  const count = flattenPropertyTree(nodes).length;

  /** Leaving the panel with unsaved changes asks first. */
  function leavePanel(next: () => void) {
    if (!dirty.current) return next();
    modal.confirm({
      title: 'Kassér ændringerne?',
      content: 'Du har ændringer i panelet, som ikke er gemt.',
      okText: 'Kassér',
      cancelText: 'Bliv',
      onOk: () => {
        dirty.current = false;
        next();
      },
    });
  }

  function expand(propertyId: number | null) {
    if (propertyId === null || typeId === undefined) return;
    setExpanded({ typeId, keys: [...new Set([...expandedKeys, nodeKey(propertyId)])] });
  }

  function chooseType(id: number) {
    leavePanel(() => {
      setPanel(null);
      setSearch('');
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('type', String(id));
          return next;
        },
        { replace: true },
      );
    });
  }

  function moveTo(node: PropertyTreeNodeDto, parentId: number | null, undoable = true) {
    const from = node.parentId;
    const where = parentId === null ? 'øverst i træet' : `under ${findNode(nodes, parentId)?.name ?? 'den valgte'}`;
    move.mutate(
      { propertyId: node.propertyId, parentId },
      {
        onSuccess: () => {
          expand(parentId);
          const key = `moved-${node.propertyId}`;
          void message.success({
            key,
            duration: 8,
            content: (
              <span>
                {node.name} er flyttet {where}.
                {undoable && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => {
                      message.destroy(key);
                      moveTo({ ...node, parentId }, from, false);
                    }}
                  >
                    Fortryd
                  </Button>
                )}
              </span>
            ),
          });
        },
      },
    );
  }

  if (types.isLoading || (typeId !== undefined && tree.isLoading)) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!type) return <Typography.Text type="danger">Egenskabstypen findes ikke.</Typography.Text>;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card
          title={
            <Select
              aria-label="Egenskabstype"
              value={type.propertyTypeId}
              onChange={chooseType}
              options={(types.data ?? []).map((t) => ({ value: t.propertyTypeId, label: t.hidden ? `${t.name} (skjult)` : t.name }))}
              style={{ minWidth: 200 }}
            />
          }
          extra={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => leavePanel(() => setPanel({ kind: 'add', parentId: null }))}>
              {words.newOne}
            </Button>
          }
        >
          <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="Søg på navn eller kode"
              aria-label="Søg i træet"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              style={{ maxWidth: 260 }}
            />
            <Flex gap={6} align="center">
              <Switch size="small" checked={showDisabled} onChange={setShowDisabled} id="show-disabled" />
              <label htmlFor="show-disabled">Vis deaktiverede</label>
            </Flex>
            <Flex gap={4} style={{ marginInlineStart: 'auto' }}>
              <Tooltip title="Fold alt ud">
                <Button
                  type="text"
                  icon={<NodeExpandOutlined />}
                  aria-label="Fold alt ud"
                  onClick={() => setExpanded({ typeId: type.propertyTypeId, keys: parentKeys(nodes) })}
                />
              </Tooltip>
              <Tooltip title="Fold alt sammen">
                <Button
                  type="text"
                  icon={<NodeCollapseOutlined />}
                  aria-label="Fold alt sammen"
                  onClick={() => setExpanded({ typeId: type.propertyTypeId, keys: [] })}
                />
              </Tooltip>
            </Flex>
          </Flex>
          <PropertyTreeView
            nodes={view.nodes}
            selectedId={panel?.kind === 'edit' ? panel.propertyId : null}
            expandedKeys={shownKeys}
            onExpand={(keys) => setExpanded({ typeId: type.propertyTypeId, keys })}
            onSelect={(propertyId) => leavePanel(() => setPanel({ kind: 'edit', propertyId }))}
            onMove={(node, parentId) => {
              // Moving the property open in the panel starts its form afresh: ask first if it has unsaved changes.
              const editing = panel?.kind === 'edit' && panel.propertyId === node.propertyId;
              if (editing) leavePanel(() => moveTo(node, parentId));
              else moveTo(node, parentId);
            }}
            canDrag={!move.isPending}
            emptyText={search.trim() ? 'Intet matcher søgningen.' : `Der er ingen egenskaber af typen ${type.name} endnu.`}
          />
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 12 }}>
            {count} {count === 1 ? 'egenskab' : 'egenskaber'}. Flyt med træk og slip: slip på en egenskab for at lægge under den,
            eller mellem to for at lægge ved siden af. Søskende står i alfabetisk orden.
            {type.canHaveValue && ' Egenskaber af denne type kan have en værdi, hvor de bruges (f.eks. et beløb eller et antal timer).'}
          </Typography.Paragraph>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <PropertyPanel
          type={type}
          tree={nodes}
          state={panel}
          onChange={(next) => leavePanel(() => setPanel(next))}
          onDirty={(value) => (dirty.current = value)}
          onSaved={(saved) => {
            expand(saved.parentId);
            setPanel({ kind: 'edit', propertyId: saved.propertyId });
          }}
        />
      </Col>
    </Row>
  );
}
