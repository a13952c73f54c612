/** Property types the code itself refers to by key; admins add further types freely. */
export const CORE_PROPERTY_TYPES = [
  { key: 'department', name: 'Afdeling' },
  { key: 'position', name: 'Stilling' },
  { key: 'jobGroup', name: 'Jobgruppe' },
  { key: 'positionGroup', name: 'Stillingsgruppe' },
  { key: 'absence', name: 'Fravær' },
  { key: 'watchType', name: 'Vagttype' },
  { key: 'supplement', name: 'Tillæg', canHaveValue: true },
  { key: 'budget', name: 'Budget' },
] as const;

export type CorePropertyTypeKey = (typeof CORE_PROPERTY_TYPES)[number]['key'];
