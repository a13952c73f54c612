import { useMemo, useState } from 'react';
import { App, Button, Flex, Table, Typography } from 'antd';
import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { ManningDocumentDto, ManningLineDto } from '@kaj/contract';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { actionsColumn } from '../../../ui/actions-column.tsx';
import { confirmDelete } from '../shared/confirm-delete.ts';
import { ManningEditor, type ManningEditing } from './ManningEditor.tsx';
import { useDeleteManningDocument, useManningDocuments } from './manning-queries.ts';
import { useDepartmentOptions } from '../rotations/rotation-queries.ts';

const lineText = (line: ManningLineDto) => `${line.minimum} ${line.positionGroupName} ${line.code ? `på ${line.code}` : 'pr. dag'}`;
const dateText = (date: string) => dayjs(date).format('D. MMM YYYY');

/** /administration/manning: the departments' safe-manning documents (bemandingskrav), one row per version. */
export function ManningPage() {
  const app = App.useApp();
  const documents = useManningDocuments();
  const remove = useDeleteManningDocument();
  const departments = useDepartmentOptions();
  const [editing, setEditing] = useState<ManningEditing | null>(null);
  // A department with its ship above it ("M/F Havørnen · Dæk"): every ship has a Dæk.
  const labels = useMemo(() => new Map((departments.data ?? []).map((option) => [option.value, option.label])), [departments.data]);
  const departmentOf = (document: ManningDocumentDto) => labels.get(document.departmentId) ?? document.departmentName;
  const subject = (document: ManningDocumentDto) => `bemandingskravet for ${departmentOf(document)} fra ${dateText(document.validFrom)}`;

  return (
    <>
      <PageHeader
        title="Bemanding"
        description="Skibets minimumsbemanding pr. afdeling og stillingsgruppe: et antal pr. dag eller på en bestemt vagtkode. En ny version gælder fra sin dato og afløser den forrige. Vagtplanen viser planlagt mod krævet under afdelingens rækker."
      />
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ document: null })}>
          Nyt bemandingskrav
        </Button>
      </Flex>
      <Table<ManningDocumentDto>
        rowKey={(document) => `${document.departmentId}|${document.validFrom}`}
        loading={documents.isLoading}
        dataSource={documents.data ?? []}
        pagination={false}
        locale={{ emptyText: 'Der er ingen bemandingskrav endnu.' }}
        columns={[
          { title: 'Afdeling', key: 'department', render: (_, document) => departmentOf(document) },
          { title: 'Gælder fra', dataIndex: 'validFrom', render: dateText, width: 130 },
          {
            title: 'Krav',
            render: (_, document) => (
              <Flex vertical>
                {document.lines.map((line) => (
                  <span key={`${line.positionGroupId}|${line.watchTemplateId}`}>{lineText(line)}</span>
                ))}
              </Flex>
            ),
          },
          { title: 'Ændret af', dataIndex: 'changedBy', render: (name: string | null) => <Typography.Text type="secondary">{name ?? ''}</Typography.Text>, width: 160 },
          {
            key: 'version',
            width: 130,
            render: (_, document) => (
              <Button size="small" icon={<CopyOutlined />} onClick={() => setEditing({ document, newVersion: true })}>
                Ny version
              </Button>
            ),
          },
          actionsColumn<ManningDocumentDto>({
            subject,
            onEdit: (document) => setEditing({ document }),
            onDelete: (document) =>
              confirmDelete(app, {
                what: subject(document),
                content: 'Den forrige version gælder så igen fra datoen.',
                run: () => remove.mutateAsync({ departmentid: document.departmentId, validFrom: document.validFrom }),
                done: 'Bemandingskravet er slettet',
              }),
          }),
        ]}
      />
      <ManningEditor editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
