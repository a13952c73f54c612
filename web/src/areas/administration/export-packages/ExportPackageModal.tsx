import { useState } from 'react';
import { App, Form, Input, Radio } from 'antd';
import { saveExportPackageRequest, type ExportPackageDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import { useSaveExportPackage } from './export-package-queries.ts';
import { EditorModal } from '../../../ui/EditorModal.tsx';

type Layout = ExportPackageDto['fileLayout'];

export const layoutNames: Record<Layout, string> = { lessor5: 'Lessor 5', lessor4: 'Lessor 4' };

const layoutChoices: { value: Layout; label: string; help: string }[] = [
  { value: 'lessor5', label: 'Lessor 5', help: 'to semikolonseparerede filer, løn og fravær, med overskriftslinje (standard).' },
  { value: 'lessor4', label: 'Lessor 4', help: 'én fil, LESSOR4.LON, med faste feltbredder.' },
];

interface Values {
  name: string;
  fileLayout: Layout;
}

interface Props {
  open: boolean;
  /** Null: a new package. */
  exportPackage: ExportPackageDto | null;
  onClose: (saved?: ExportPackageDto) => void;
}

/** Create or rename a package and choose the layout of its Lessor files. */
export function ExportPackageModal({ open, exportPackage, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveExportPackage();

  function close(saved?: ExportPackageDto) {
    setProblem(null);
    onClose(saved);
  }

  function submit(values: Values) {
    setProblem(null);
    save.mutate(
      { exportPackageId: exportPackage?.exportPackageId ?? null, name: values.name.trim(), fileLayout: values.fileLayout },
      {
        onSuccess: (saved) => {
          void message.success(exportPackage ? `Eksportpakken ${values.name.trim()} er gemt.` : `Eksportpakken ${values.name.trim()} er oprettet.`);
          close(saved ?? undefined);
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <EditorModal
      title={exportPackage ? `Rediger ${exportPackage.name}` : 'Opret eksportpakke'}
      open={open}
      onCancel={() => close()}
      okText={exportPackage ? 'Gem' : 'Opret eksportpakke'}
      saving={save.isPending}
      onOk={() => form.submit()}
      problem={problem}
    >
      <Form<Values>
        form={form}
        name="export-package"
        layout="vertical"
        initialValues={{ name: exportPackage?.name ?? '', fileLayout: exportPackage?.fileLayout ?? 'lessor5' }}
        onFinish={submit}
      >
        <Form.Item label="Navn" name="name" rules={[schemaRule(saveExportPackageRequest.shape.name)]} required extra="F.eks. Søfolk, Land eller Timelønnede.">
          <Input autoComplete="off" autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item label="Filformat til Lessor" name="fileLayout">
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={layoutChoices.map((choice) => ({
              value: choice.value,
              label: (
                <span>
                  {choice.label} <span style={{ color: 'rgba(0,0,0,0.45)' }}>– {choice.help}</span>
                </span>
              ),
            }))}
          />
        </Form.Item>
      </Form>
    </EditorModal>
  );
}
