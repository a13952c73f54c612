import { useMemo } from 'react';
import { Empty, Tag, Tooltip, Tree, Typography, type TreeDataNode, type TreeProps } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import type { PropertyTreeNodeDto } from '@kaj/contract';
import { flattenPropertyTree } from '../shared/property-tree-queries.ts';
import { nodeKey } from './property-tree-data.ts';
import './property-tree.css';

interface Props {
  nodes: readonly PropertyTreeNodeDto[];
  selectedId: number | null;
  expandedKeys: string[];
  onExpand: (keys: string[]) => void;
  onSelect: (propertyId: number) => void;
  /** A drop that changes the parent; the tree shows the server's tree, so a refused move leaves it as it was. */
  onMove: (property: PropertyTreeNodeDto, parentId: number | null) => void;
  canDrag: boolean;
  emptyText: string;
}

function toData(nodes: readonly PropertyTreeNodeDto[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: nodeKey(node.propertyId),
    title: node.name,
    className: node.disabled ? 'property-node--disabled' : undefined,
    children: toData(node.children),
  }));
}

function NodeTitle({ node }: { node: PropertyTreeNodeDto }) {
  return (
    <span className="property-node" data-testid={`property-${node.propertyId}`}>
      <span className="property-node__name">{node.name}</span>
      {node.code && <Typography.Text type="secondary" className="property-node__code">{node.code}</Typography.Text>}
      {!node.selectable && (
        <Tooltip title="Kan ikke vælges; samler kun de underliggende">
          <Tag color="blue" variant="outlined" className="property-node__tag">Gruppe</Tag>
        </Tooltip>
      )}
      {node.disabled && (
        <Tag icon={<StopOutlined />} className="property-node__tag">
          Deaktiveret
        </Tag>
      )}
    </span>
  );
}

/** A property type's tree: click to edit, drag onto another node to move it below that node. */
export function PropertyTreeView({ nodes, selectedId, expandedKeys, onExpand, onSelect, onMove, canDrag, emptyText }: Props) {
  const data = useMemo(() => toData(nodes), [nodes]);
  const byKey = useMemo(() => new Map(flattenPropertyTree(nodes).map((node) => [nodeKey(node.propertyId), node])), [nodes]);

  const drop: TreeProps['onDrop'] = (info) => {
    const dragged = byKey.get(String(info.dragNode.key));
    const target = byKey.get(String(info.node.key));
    if (!dragged || !target) return;
    // Between two nodes: a sibling of the target; onto a node: below it. Siblings are ordered by name.
    const parentId = info.dropToGap ? target.parentId : target.propertyId;
    if (parentId !== dragged.parentId) onMove(dragged, parentId);
  };

  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Tree
      className="property-tree"
      treeData={data}
      blockNode
      showLine
      draggable={canDrag ? { icon: false } : false}
      onDrop={drop}
      expandedKeys={expandedKeys}
      onExpand={(keys) => onExpand(keys.map(String))}
      selectedKeys={selectedId === null ? [] : [nodeKey(selectedId)]}
      onSelect={(keys) => {
        // Clicking the chosen node again keeps it chosen; the panel has its own close button.
        if (keys.length > 0) onSelect(Number(keys[0]));
      }}
      titleRender={(item) => {
        const node = byKey.get(String(item.key));
        return node ? <NodeTitle node={node} /> : null;
      }}
      aria-label="Egenskabstræ"
    />
  );
}
