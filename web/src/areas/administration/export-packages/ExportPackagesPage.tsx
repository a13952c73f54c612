import { useState } from 'react';
import { App, Button, Card, Col, Empty, Flex, Row, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ExportPackageDto } from '@kaj/contract';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useDeleteExportPackage, useExportPackages } from './export-package-queries.ts';
import { ExportPackageModal, layoutNames } from './ExportPackageModal.tsx';
import { PackageMembersTransfer } from './PackageMembersTransfer.tsx';

type Dialog = { exportPackage: ExportPackageDto | null } | null;

/** /administration/export-packages: the groups of employees exported to Lessor together, and who is in which. */
export function ExportPackagesPage() {
  const { modal, message } = App.useApp();
  const packages = useExportPackages();
  const remove = useDeleteExportPackage();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = packages.data ?? [];
  const chosen = list.find((item) => item.exportPackageId === chosenId) ?? list[0] ?? null;

  function confirmDelete(exportPackage: ExportPackageDto) {
    modal.confirm({
      title: `Slet eksportpakken ${exportPackage.name}?`,
      content:
        exportPackage.employeeCount > 0
          ? `Pakkens ${exportPackage.employeeCount} medarbejdere kommer ikke i nogen pakke og kommer ikke med i eksporten, før de er lagt i en ny. En pakke med Lessor-eksporter kan ikke slettes.`
          : 'En pakke med Lessor-eksporter kan ikke slettes.',
      okText: 'Slet eksportpakke',
      okButtonProps: { danger: true },
      cancelText: 'Annuller',
      onOk: () =>
        remove.mutateAsync(exportPackage.exportPackageId).then(
          () => {
            void message.success(`Eksportpakken ${exportPackage.name} er slettet.`);
            setChosenId(null);
          },
          () => undefined,
        ),
    });
  }

  const columns: TableColumnsType<ExportPackageDto> = [
    { title: 'Navn', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name, 'da'), defaultSortOrder: 'ascend' },
    { title: 'Format', dataIndex: 'fileLayout', width: 100, render: (layout: ExportPackageDto['fileLayout']) => <Tag>{layoutNames[layout]}</Tag> },
    { title: 'Medarb.', dataIndex: 'employeeCount', width: 90, align: 'right' },
  ];

  return (
    <>
      <PageHeader
        title="Eksportpakker"
        description="En eksportpakke er en gruppe medarbejdere, der lønnes og eksporteres til Lessor sammen. En medarbejder kan højst være i én pakke."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ exportPackage: null })}>
            Opret eksportpakke
          </Button>
        }
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={8}>
          <Card title="Pakker">
            <Table<ExportPackageDto>
              rowKey="exportPackageId"
              columns={columns}
              dataSource={list}
              loading={packages.isLoading}
              size="small"
              pagination={false}
              rowSelection={{
                type: 'radio',
                selectedRowKeys: chosen ? [chosen.exportPackageId] : [],
                onChange: (keys) => setChosenId(Number(keys[0])),
                columnTitle: <span className="visually-hidden">Vælg</span>,
              }}
              onRow={(item) => ({ onClick: () => setChosenId(item.exportPackageId), style: { cursor: 'pointer' } })}
              locale={{ emptyText: packages.isLoading ? ' ' : 'Der er ingen eksportpakker endnu.' }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={16}>
          {chosen ? (
            <Card
              title={
                <Flex gap={8} align="center">
                  {chosen.name}
                  <Tag>{layoutNames[chosen.fileLayout]}</Tag>
                </Flex>
              }
              extra={
                <Flex gap={8}>
                  <Button icon={<EditOutlined />} onClick={() => setDialog({ exportPackage: chosen })}>
                    Rediger
                  </Button>
                  <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(chosen)}>
                    Slet
                  </Button>
                </Flex>
              }
            >
              <Typography.Paragraph type="secondary">
                Flyt medarbejdere til højre for at lægge dem i pakken, og til venstre for at tage dem ud. Til venstre står kun
                medarbejdere, der ikke er i nogen pakke.
              </Typography.Paragraph>
              <PackageMembersTransfer key={chosen.exportPackageId} exportPackage={chosen} />
            </Card>
          ) : (
            <Card>
              <Empty description={packages.isLoading ? 'Henter eksportpakker …' : 'Opret en eksportpakke for at lægge medarbejdere i den.'} />
            </Card>
          )}
        </Col>
      </Row>
      <ExportPackageModal
        open={dialog !== null}
        exportPackage={dialog?.exportPackage ?? null}
        onClose={(saved) => {
          if (saved) setChosenId(saved.exportPackageId);
          setDialog(null);
        }}
      />
    </>
  );
}
