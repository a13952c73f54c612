/** Danish month names, January first. */
export const MONTH_NAMES = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'] as const;

/** A month (1-12) by name: 9 → 'september'. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

export const monthOptions = MONTH_NAMES.map((name, index) => ({ value: index + 1, label: name.charAt(0).toUpperCase() + name.slice(1) }));
