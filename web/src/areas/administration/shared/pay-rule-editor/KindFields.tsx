import type { PayRuleKind } from '@kaj/contract';
import { DerivedActivityFields, MeanActivityFields, PeriodActivityFields } from './ActivityFields.tsx';
import { CashCompensationFields, ChangedPropertyFields, SpecialDayFields } from './DayAndPayoutFields.tsx';
import { PeriodFields } from './PeriodFields.tsx';
import { PropertyFilterFields } from './PropertyFilterFields.tsx';
import { HourlySaveFields, MonthlySaveFields } from './SaveFields.tsx';

/** The fields of one kind of rule; the compiler checks that every kind has its fields. */
export function KindFields({ kind }: { kind: PayRuleKind }) {
  switch (kind) {
    case 'hourlySave':
      return <HourlySaveFields />;
    case 'monthlySave':
      return <MonthlySaveFields />;
    case 'singleProperty':
    case 'splitSingleProperty':
    case 'useFuture':
      return <PropertyFilterFields step={false} />;
    case 'stepSingleProperty':
      return <PropertyFilterFields step />;
    case 'specialDay':
      return <SpecialDayFields />;
    case 'period':
      return <PeriodFields />;
    case 'changedProperty':
      return <ChangedPropertyFields />;
    case 'cashCompensation':
      return <CashCompensationFields />;
    case 'meanActivity':
      return <MeanActivityFields />;
    case 'periodActivity':
      return <PeriodActivityFields />;
    case 'derivedActivity':
      return <DerivedActivityFields />;
  }
}
