import { Flex, Input, Segmented, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { Activity, PaletteFilter } from './use-watch-codes.ts';

interface Planner {
  planUserId: number;
  fullName: string;
  watchTemplateCount: number;
}

interface Props {
  activity: Activity;
  onActivity: (activity: Activity) => void;
  palette: PaletteFilter;
  onPalette: (palette: PaletteFilter) => void;
  /** Other planners with a palette of their own. */
  planners: Planner[];
  search: string;
  onSearch: (search: string) => void;
}

const activities: { value: Activity; label: string }[] = [
  { value: 'all', label: 'Alle' },
  { value: 'active', label: 'Aktive' },
  { value: 'inactive', label: 'Inaktive' },
];

/** Which codes the list shows: active or not, which palette, and a search on code and description. */
export function WatchCodeFilters({ activity, onActivity, palette, onPalette, planners, search, onSearch }: Props) {
  const paletteOptions = [
    {
      label: 'Min palet',
      title: 'Min palet',
      options: [
        { value: 'mine-and-shared', label: 'Mine og fælles vagtkoder' },
        { value: 'mine', label: 'Kun min palet' },
        { value: 'shared', label: 'Kun fælles vagtkoder' },
      ],
    },
    ...(planners.length > 0
      ? [
          {
            label: 'Andre planlæggeres paletter',
            title: 'Andre planlæggeres paletter',
            options: planners.map((planner) => ({
              value: `planner:${planner.planUserId}`,
              label: `${planner.fullName} (${planner.watchTemplateCount})`,
            })),
          },
        ]
      : []),
  ];

  return (
    <Flex gap={12} wrap align="center">
      <Segmented<Activity> options={activities} value={activity} onChange={onActivity} aria-label="Vis aktive eller inaktive vagtkoder" />
      <Select<PaletteFilter>
        value={palette}
        onChange={onPalette}
        options={paletteOptions}
        style={{ width: 280 }}
        aria-label="Palet"
        popupMatchSelectWidth={false}
      />
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Søg på kode eller beskrivelse"
        aria-label="Søg vagtkoder"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        style={{ width: 260 }}
      />
    </Flex>
  );
}
