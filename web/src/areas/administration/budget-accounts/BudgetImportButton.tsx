import { App, Button, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { errorText } from '../../../api/show-error.ts';
import { importProblems } from './budget-import-problems.ts';
import { useImportBudgetFte } from './use-budget.ts';

/** The file as a data URL (base64), which the import call takes. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Filen kunne ikke læses.'));
    reader.readAsDataURL(file);
  });
}

/** Reads a year's budget from an Excel sheet; a sheet with a bad row is refused whole, naming the rows. */
export function BudgetImportButton({ year }: { year: number }) {
  const { modal, message } = App.useApp();
  const importFte = useImportBudgetFte();

  async function send(file: File) {
    const content = await readAsDataUrl(file);
    try {
      const result = await importFte.mutateAsync({ year, fileName: file.name, content });
      void message.success(`Budgettet for ${result?.year ?? year} er indlæst: ${result?.lineCount ?? 0} linjer i ${result?.departmentCount ?? 0} afdelinger.`);
    } catch (error) {
      const { summary, rows } = importProblems(errorText(error));
      modal.error({
        title: `${file.name} blev ikke indlæst`,
        width: 560,
        okText: 'OK',
        content: (
          <>
            <Typography.Paragraph>{summary}</Typography.Paragraph>
            {rows.length > 0 && (
              <ul style={{ paddingInlineStart: 20, margin: 0 }} aria-label="Forkerte rækker">
                {rows.map((row) => (
                  <li key={row}>{row}</li>
                ))}
              </ul>
            )}
          </>
        ),
      });
    }
  }

  function confirmImport(file: File) {
    modal.confirm({
      title: `Indlæs budget for ${year}?`,
      content: `Hele budgettet for ${year} erstattes af ${file.name}. Er blot én række forkert, gemmes intet.`,
      okText: 'Indlæs',
      cancelText: 'Annuller',
      onOk: () => send(file),
    });
    // The file is sent by the call above, not by the upload component.
    return false;
  }

  return (
    <Upload accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" showUploadList={false} beforeUpload={confirmImport}>
      <Button icon={<UploadOutlined />} loading={importFte.isPending}>
        Indlæs fra Excel
      </Button>
    </Upload>
  );
}
