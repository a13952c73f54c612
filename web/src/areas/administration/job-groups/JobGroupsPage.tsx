import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PropertyTreeScreen } from '../properties/PropertyTreeScreen.tsx';

/** /administration/job-groups: the Jobgruppe tree (and, through the selector, the other property types). */
export function JobGroupsPage() {
  return (
    <>
      <PageHeader
        title="Jobgrupper"
        description="Jobgrupper samler stillinger til ansættelser, budget og rapporter. Stillinger, stillingsgrupper og de øvrige egenskabstyper vælges i feltet over træet."
      />
      <PropertyTreeScreen defaultTypeKey="jobGroup" />
    </>
  );
}
