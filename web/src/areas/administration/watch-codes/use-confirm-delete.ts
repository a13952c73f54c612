import { App } from 'antd';
import type { WatchTemplateSummaryDto } from '@kaj/contract';
import { useDeleteWatchCode } from './use-watch-code-mutations.ts';

type Deletable = Pick<WatchTemplateSummaryDto, 'watchTemplateId' | 'code' | 'active' | 'canBeDeleted'>;

/**
 * Deletes a code after a confirmation. A code that watches use cannot be deleted, only deactivated
 * (DOMAIN.md section 4): then the dialog says so and offers to deactivate it instead.
 */
export function useConfirmDelete() {
  const { modal, message } = App.useApp();
  const remove = useDeleteWatchCode();

  return (template: Deletable, { onDeactivate, onDeleted }: { onDeactivate: () => void; onDeleted?: () => void }) => {
    if (!template.canBeDeleted) {
      if (!template.active) {
        modal.info({
          title: `${template.code} kan ikke slettes`,
          content: 'Vagtkoden bruges af vagter i planen og kan derfor ikke slettes. Den er allerede deaktiveret, så den tilbydes ikke længere.',
          okText: 'OK',
        });
        return;
      }
      modal.confirm({
        title: `${template.code} kan ikke slettes`,
        content:
          'Vagtkoden bruges af vagter i planen, og de skal bevare den. En brugt vagtkode kan kun deaktiveres: så tilbydes den ikke længere, og du kan vælge en vagtkode, der tilbydes i stedet.',
        okText: 'Deaktivér i stedet …',
        cancelText: 'Annuller',
        onOk: onDeactivate,
      });
      return;
    }
    modal.confirm({
      title: `Slet vagtkoden ${template.code}?`,
      content: 'Vagtkoden bruges ikke af nogen vagt og slettes helt, med sine vagter og egenskaber. Det kan ikke fortrydes.',
      okText: 'Slet',
      okButtonProps: { danger: true },
      cancelText: 'Annuller',
      // A refusal is shown by the mutation's notification; the dialog closes either way.
      onOk: () =>
        remove.mutateAsync(template.watchTemplateId).then(
          () => {
            void message.success(`Vagtkoden ${template.code} er slettet.`);
            onDeleted?.();
          },
          () => undefined,
        ),
    });
  };
}
