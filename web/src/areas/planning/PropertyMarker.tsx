import { useState } from 'react';
import { App, Button, InputNumber, Select, Space } from 'antd';
import type { WatchDto } from '@kaj/contract';
import { useWatchProperties } from './editor/use-watch-properties.ts';

interface Props {
  /** The saved watches of the selection. */
  watches: () => WatchDto[];
  onAdd: (watches: WatchDto[], propertyId: number, value: number | null) => Promise<number | undefined>;
}

/** Gives the selected watches a property (AddPropertyToRealisedWatch), with a value where its type carries one. */
export function PropertyMarker({ watches, onAdd }: Props) {
  const { message } = App.useApp();
  const choices = useWatchProperties(true);
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [value, setValue] = useState<number | null>(null);
  const canHaveValue = propertyId !== null && (choices.byId.get(propertyId)?.type.canHaveValue ?? false);

  async function add() {
    if (propertyId === null) return;
    const chosen = watches().filter((watch) => watch.realisedWatchId !== null);
    if (chosen.length === 0) {
      void message.info('Markér de vagter, der skal have egenskaben.');
      return;
    }
    const count = await onAdd(chosen, propertyId, canHaveValue ? value : null);
    if (count) void message.success(`${choices.byId.get(propertyId)?.property.name ?? 'Egenskaben'} er givet til ${count} ${count === 1 ? 'vagt' : 'vagter'}.`);
  }

  return (
    <Space.Compact size="small">
      <Select
        aria-label="Egenskab til markerede vagter"
        placeholder="Giv egenskab …"
        style={{ width: 180 }}
        showSearch={{ optionFilterProp: 'label' }}
        value={propertyId}
        onChange={setPropertyId}
        options={[...choices.byId.values()].filter(({ property }) => !property.disabled).map(({ property, type }) => ({ value: property.propertyId, label: `${property.name} (${type.name})` }))}
      />
      {canHaveValue && <InputNumber aria-label="Egenskabens værdi" decimalSeparator="," value={value} onChange={setValue} style={{ width: 80 }} placeholder="Værdi" />}
      <Button disabled={propertyId === null} onClick={() => void add()}>
        Giv markerede vagter
      </Button>
    </Space.Compact>
  );
}
