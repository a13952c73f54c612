import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Flex, Tooltip, Typography } from 'antd';
import { CloseOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { PropertyTreeNodeDto, PropertyTypeDto } from '@kaj/contract';
import { errorText, isHandledByLogout } from '../../../api/show-error.ts';
import { propertyPath } from '../shared/property-tree-queries.ts';
import { useDeleteProperty, useEditProperty } from './property-mutations.ts';
import { PropertyForm } from './PropertyForm.tsx';
import { findNode } from './property-tree-data.ts';
import { propertyWords } from './property-nouns.ts';

/** What the side panel shows: a property to edit, or a new one below a parent (null: at the top). */
export type PanelState = { kind: 'edit'; propertyId: number } | { kind: 'add'; parentId: number | null };

interface Props {
  type: PropertyTypeDto;
  tree: readonly PropertyTreeNodeDto[];
  state: PanelState | null;
  onChange: (state: PanelState | null) => void;
  onDirty: (dirty: boolean) => void;
  onSaved: (property: { propertyId: number; parentId: number | null }) => void;
}

/** The side panel beside the tree: edit, add below, delete (a refused delete shows why and offers to disable). */
export function PropertyPanel({ type, tree, state, onChange, onDirty, onSaved }: Props) {
  const { modal, message } = App.useApp();
  const remove = useDeleteProperty();
  const disable = useEditProperty();
  const [refusal, setRefusal] = useState<{ propertyId: number; reason: string } | null>(null);
  const words = propertyWords(type);
  const property = state?.kind === 'edit' ? findNode(tree, state.propertyId) : undefined;
  const parentId = state?.kind === 'add' ? state.parentId : null;

  if (!state || (state.kind === 'edit' && !property)) {
    return (
      <Card className="property-panel">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={`Vælg ${words.a} i træet for at rette eller slette, eller tilføj med «${words.newOne}».`}
        />
      </Card>
    );
  }

  function confirmDelete(node: PropertyTreeNodeDto) {
    setRefusal(null);
    modal.confirm({
      title: `Slet ${node.name}?`,
      content: `${node.name} slettes for altid. En egenskab, der bruges på ansættelser, vagtkoder, brugere eller tidsplaner, kan ikke slettes, men den kan deaktiveres.`,
      okText: 'Slet',
      okButtonProps: { danger: true },
      cancelText: 'Annuller',
      onOk: () =>
        remove.mutateAsync(node.propertyId).then(
          () => {
            void message.success(`${node.name} er slettet.`);
            onDirty(false);
            onChange(null);
          },
          (error: unknown) => {
            if (!isHandledByLogout(error)) setRefusal({ propertyId: node.propertyId, reason: errorText(error) });
          },
        ),
    });
  }

  function disableInstead(node: PropertyTreeNodeDto) {
    const changes = { name: node.name, code: node.code, parentId: node.parentId, selectable: node.selectable, disabled: true };
    disable.mutate(
      { propertyId: node.propertyId, changes },
      {
        onSuccess: () => {
          setRefusal(null);
          onDirty(false);
          void message.success(`${node.name} er deaktiveret.`);
        },
        onError: (error) => setRefusal({ propertyId: node.propertyId, reason: errorText(error) }),
      },
    );
  }

  const parentName = parentId === null ? null : findNode(tree, parentId)?.name;
  const title = property ? `Rediger ${property.name}` : parentName ? `${words.newOne} under ${parentName}` : `${words.newOne} øverst`;
  const shownRefusal = property && refusal?.propertyId === property.propertyId ? refusal.reason : null;

  return (
    <Card
      className="property-panel"
      title={title}
      extra={
        <Tooltip title="Luk">
          <Button type="text" icon={<CloseOutlined />} aria-label="Luk panelet" onClick={() => onChange(null)} />
        </Tooltip>
      }
      data-testid="property-panel"
    >
      {property && (
        <Flex vertical gap={12} style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{propertyPath(tree, property.propertyId)}</Typography.Text>
          <Flex gap={8} wrap>
            <Button icon={<PlusOutlined />} onClick={() => onChange({ kind: 'add', parentId: property.propertyId })}>
              Tilføj underliggende
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(property)}>
              Slet
            </Button>
          </Flex>
          {shownRefusal && (
            <Alert
              type="warning"
              showIcon
              title={`${property.name} kan ikke slettes`}
              description={shownRefusal}
              action={
                !property.disabled && (
                  <Button size="small" loading={disable.isPending} onClick={() => disableInstead(property)}>
                    Deaktivér
                  </Button>
                )
              }
              data-testid="delete-refusal"
            />
          )}
        </Flex>
      )}
      <PropertyForm
        // A move in the tree or a disable from the refusal changes the property under the form: start it afresh.
        key={property ? `${property.propertyId}:${property.parentId}:${property.disabled}` : `new:${parentId}`}
        type={type}
        tree={tree}
        property={property ?? null}
        parentId={parentId}
        onSaved={onSaved}
        onCancel={() => onChange(null)}
        onDirty={onDirty}
      />
    </Card>
  );
}
