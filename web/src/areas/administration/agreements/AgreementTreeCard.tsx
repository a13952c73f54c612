import { useMemo, useState } from 'react';
import { App, Button, Card, Empty, Input, Skeleton, Tree, Typography, type TreeDataNode, type TreeProps } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { AgreementTreeNode } from '../shared/pay-config-queries.ts';
import { useMoveAgreement } from './use-agreement-mutations.ts';

interface Props {
  tree: AgreementTreeNode[];
  isLoading: boolean;
  selectedId: number | null;
  onSelect: (agreementId: number) => void;
  onCreateTop: () => void;
}

/** Every agreement by id, with its parent. */
function flatten(nodes: AgreementTreeNode[], into = new Map<number, AgreementTreeNode>()): Map<number, AgreementTreeNode> {
  for (const node of nodes) {
    into.set(node.agreementId, node);
    flatten(node.children, into);
  }
  return into;
}

function matches(node: AgreementTreeNode, search: string): boolean {
  return `${node.code} ${node.name}`.toLowerCase().includes(search) || node.children.some((child) => matches(child, search));
}

function toTreeData(nodes: AgreementTreeNode[], search: string): TreeDataNode[] {
  return nodes
    .filter((node) => !search || matches(node, search))
    .map((node) => ({
      key: node.agreementId,
      title: (
        <span data-testid={`agreement-node-${node.code}`}>
          <strong>{node.code}</strong> <span style={{ color: 'rgba(0,0,0,0.65)' }}>{node.name}</span>
        </span>
      ),
      children: toTreeData(node.children, search),
    }));
}

/** The agreement tree: select an agreement, or drag it onto another to move it below that one. */
export function AgreementTreeCard({ tree, isLoading, selectedId, onSelect, onCreateTop }: Props) {
  const { modal } = App.useApp();
  const move = useMoveAgreement();
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const byId = useMemo(() => flatten(tree), [tree]);
  const term = search.trim().toLowerCase();
  const treeData = useMemo(() => toTreeData(tree, term), [tree, term]);
  const expandedKeys = [...byId.keys()].filter((id) => term || !collapsed.has(id));

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = byId.get(Number(info.dragNode.key));
    const target = byId.get(Number(info.node.key));
    if (!dragged || !target) return;
    // Dropped between nodes: beside the target (same parent); dropped on it: below it.
    const parentId = info.dropToGap ? target.parentId : target.agreementId;
    if (parentId === dragged.parentId || parentId === dragged.agreementId) return;
    const parent = parentId === null ? null : byId.get(parentId);
    modal.confirm({
      title: `Flyt ${dragged.code}?`,
      content: parent
        ? `${dragged.code} placeres under ${parent.code} og arver derefter reglerne fra ${parent.code} og dens forfædre.`
        : `${dragged.code} placeres øverst i træet og arver derefter ingen regler.`,
      okText: 'Flyt',
      cancelText: 'Annuller',
      onOk: () => move.mutateAsync({ id: dragged.agreementId, parentId }),
    });
  };

  return (
    <Card
      title="Overenskomsttræ"
      extra={
        <Button size="small" icon={<PlusOutlined />} onClick={onCreateTop}>
          Ny
        </Button>
      }
      styles={{ body: { paddingTop: 12 } }}
    >
      <Input
        allowClear
        size="small"
        prefix={<SearchOutlined />}
        placeholder="Søg på kode eller navn"
        aria-label="Søg overenskomster"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} title={false} />
      ) : treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={term ? 'Ingen overenskomster matcher søgningen.' : 'Der er ingen overenskomster endnu.'} />
      ) : (
        <Tree
          aria-label="Overenskomster"
          treeData={treeData}
          selectedKeys={selectedId === null ? [] : [selectedId]}
          expandedKeys={expandedKeys}
          onExpand={(_keys, { node, expanded }) => {
            const next = new Set(collapsed);
            if (expanded) next.delete(Number(node.key));
            else next.add(Number(node.key));
            setCollapsed(next);
          }}
          onSelect={(keys) => {
            if (keys.length > 0) onSelect(Number(keys[0]));
          }}
          draggable={{ icon: false }}
          onDrop={onDrop}
          showLine
          blockNode
        />
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 12 }}>
        En underoverenskomst arver alle regler fra sine forfædre. Træk en overenskomst hen på en anden for at flytte den derunder.
      </Typography.Paragraph>
    </Card>
  );
}
