import { App, Typography } from 'antd';
import { employeeName, type EmployeeRecord } from '../shared/employee-record.ts';
import { useCreateDraft, useDeleteEmployee } from './employee-mutations.ts';

/** The mutation has already shown the server's reason; the dialog closes. */
const ignoreShownError = () => undefined;

type Person = Pick<EmployeeRecord, 'employeeId' | 'firstName' | 'lastName' | 'masterId'>;

/** What a draft is, in the words the planner needs before making one. */
export function DraftExplanation({ name }: { name: string }) {
  return (
    <Typography>
      <Typography.Paragraph>
        En <strong>kladde</strong> er en kopi af {name} med ansættelser og planlagte vagter. I planlægningen kan du vise kladder og
        planlægge frit i kopien uden at røre den gældende plan, som medarbejderen og lønnen ser.
      </Typography.Paragraph>
      <Typography.Paragraph>
        Når planen er klar, synkroniserer du en periode fra kladden til medarbejderen (eller omvendt). Kladden kommer aldrig med i
        lukninger, eksport til Lessor eller medarbejderens egne visninger, og en medarbejder kan kun have én kladde ad gangen.
      </Typography.Paragraph>
    </Typography>
  );
}

/** Delete and "Lav kladde", each confirmed first; the list and the editor offer both. */
export function useEmployeeActions() {
  const { modal, message } = App.useApp();
  const deleteEmployee = useDeleteEmployee();
  const createDraft = useCreateDraft();

  function confirmDelete(employee: Person, onDeleted?: () => void) {
    const name = employeeName(employee);
    const isDraft = employee.masterId !== null;
    modal.confirm({
      title: isDraft ? `Slet kladden af ${name}?` : `Slet ${name}?`,
      content: isDraft
        ? 'Kladden og dens ansættelser slettes. Medarbejderen og den gældende plan bliver, som de er.'
        : 'Kun en medarbejder uden ansættelser og uden kladde kan slettes. Slet eller flyt ansættelserne først.',
      okText: isDraft ? 'Slet kladden' : 'Slet medarbejder',
      okButtonProps: { danger: true },
      cancelText: 'Annuller',
      onOk: () =>
        deleteEmployee.mutateAsync(employee.employeeId).then(() => {
          void message.success(isDraft ? `Kladden af ${name} er slettet.` : `${name} er slettet.`);
          onDeleted?.();
        }, ignoreShownError),
    });
  }

  function confirmDraft(employee: Person, onCreated?: (draftId: number) => void) {
    const name = employeeName(employee);
    modal.confirm({
      title: `Lav kladde af ${name}`,
      width: 520,
      content: <DraftExplanation name={name} />,
      okText: 'Lav kladde',
      cancelText: 'Annuller',
      onOk: () =>
        createDraft.mutateAsync(employee.employeeId).then((draft) => {
          void message.success(`Kladden af ${name} er oprettet.`);
          if (draft) onCreated?.(draft.employeeId);
        }, ignoreShownError),
    });
  }

  return { confirmDelete, confirmDraft };
}
