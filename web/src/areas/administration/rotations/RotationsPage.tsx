import { useMemo, useState } from 'react';
import { App, Button, Flex, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { RotationDto } from '@kaj/contract';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { RotationStrip } from '../../../ui/RotationStrip.tsx';
import { confirmDelete } from '../shared/confirm-delete.ts';
import { RotationEditor } from './RotationEditor.tsx';
import { useActiveCodes, useDeleteRotation, useRotations } from './rotation-queries.ts';

/** /administration/rotations: the rotations (turnusser) of the departments the user plans. */
export function RotationsPage() {
  const app = App.useApp();
  const rotations = useRotations();
  const codes = useActiveCodes();
  const remove = useDeleteRotation();
  const [editing, setEditing] = useState<RotationDto | 'new' | null>(null);
  const byId = useMemo(() => new Map((codes.data ?? []).map((template) => [template.watchTemplateId, template])), [codes.data]);

  return (
    <>
      <PageHeader
        title="Turnusser"
        description="En turnus er en fast rækkefølge af dage med vagtkoder og fridage, f.eks. 7/7 eller 14/14. Den lægges på valgte medarbejdere i vagtplanen med Læg turnus."
      />
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Ny turnus
        </Button>
      </Flex>
      <Table<RotationDto>
        rowKey="rotationId"
        loading={rotations.isLoading}
        dataSource={rotations.data ?? []}
        pagination={false}
        locale={{ emptyText: 'Der er ingen turnusser endnu.' }}
        columns={[
          { title: 'Navn', dataIndex: 'name' },
          { title: 'Afdeling', dataIndex: 'departmentName' },
          { title: 'Dage', render: (_, rotation) => `${rotation.days.length} (${rotation.days.filter((day) => day !== null).length} på)`, width: 110 },
          { title: 'Mønster', render: (_, rotation) => <RotationStrip days={rotation.days} codes={byId} /> },
          {
            title: '',
            width: 170,
            render: (_, rotation) => (
              <Flex gap={8}>
                <Button size="small" onClick={() => setEditing(rotation)}>
                  Rediger
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() =>
                    confirmDelete(app, {
                      what: `turnussen "${rotation.name}"`,
                      content: 'Vagter, der allerede er lagt med turnussen, bliver liggende.',
                      run: () => remove.mutateAsync(rotation.rotationId),
                      done: `Turnussen "${rotation.name}" er slettet`,
                    })
                  }
                >
                  Slet
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      <RotationEditor rotation={editing} onClose={() => setEditing(null)} />
    </>
  );
}
