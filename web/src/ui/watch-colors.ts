/** Colours planners tend to give watch codes: shifts in greens and blues, nights dark, absence warm. */
export const WATCH_COLOR_PRESETS: { label: string; colors: string[] }[] = [
  { label: 'Vagter', colors: ['#4caf50', '#8bc34a', '#2196f3', '#03a9f4', '#009688', '#3f51b5', '#1f4e79', '#673ab7'] },
  { label: 'Fravær og andet', colors: ['#ffeb3b', '#ffc107', '#ff9800', '#ff5722', '#f44336', '#e91e63', '#9c27b0', '#795548', '#9e9e9e', '#607d8b'] },
];
