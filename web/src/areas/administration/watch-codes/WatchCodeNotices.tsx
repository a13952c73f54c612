import { useEffect, useRef } from 'react';
import { Alert, Flex } from 'antd';
import type { WatchTemplateDto } from '@kaj/contract';
import { genitive } from './palette-labels.ts';

interface Props {
  template: WatchTemplateDto | null;
  readOnly: boolean;
  ownerName: string | undefined;
  replacementCode: string | null;
  problem: string | null;
}

/** What the editor must say above the form: a refusal, whose palette it is, that it is used or inactive. */
export function WatchCodeNotices({ template, readOnly, ownerName, replacementCode, problem }: Props) {
  const problemRef = useRef<HTMLDivElement>(null);
  // A refusal comes after the save button at the bottom was pressed: bring it into view.
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [problem]);

  return (
    <Flex vertical gap={12} style={{ marginBottom: problem || template ? 16 : 0 }}>
      {problem && (
        <div ref={problemRef}>
          <Alert type="error" showIcon title={problem} role="alert" />
        </div>
      )}
      {template && readOnly && (
        <Alert
          type="info"
          showIcon
          title={`Vagtkoden ligger i ${ownerName ? `${genitive(ownerName)}` : 'en anden planlæggers'} palet`}
          description="Du kan se den, men kun planlæggeren selv eller en administrator kan ændre den."
        />
      )}
      {template && !readOnly && !template.canBeDeleted && (
        <Alert
          type="warning"
          showIcon
          title="Vagtkoden bruges af vagter i planen"
          description="Farve, beskrivelse, palet og sorteringsgruppe kan ændres direkte. Ændrer du vagterne (tider, betalt tid, egenskaber eller dage), gemmes de som en ny vagtkode, der erstatter denne; de planlagte vagter beholder den gamle."
        />
      )}
      {template && !template.active && (
        <Alert
          type="info"
          showIcon
          title={replacementCode ? `Vagtkoden er deaktiveret og erstattes af ${replacementCode}` : 'Vagtkoden er deaktiveret'}
          description="Den tilbydes ikke, når der planlægges. Vagter, der allerede har den, beholder den."
        />
      )}
    </Flex>
  );
}
