/** Watch codes of the demo company: day and night shifts, the 4-on/8-off bridge watches, absence codes and a 7-day tour. */
export interface DemoDetail {
  start: string;
  end: string;
  /** Paid minutes when less than the span (an unpaid break). */
  paid?: number;
  dayOffset?: number;
  property?: string;
}

export interface DemoTemplate {
  code: string;
  color: string;
  description: string;
  sortGroup: number;
  details: DemoDetail[];
  /** The planner whose palette holds it (by e-mail); shared when left out. */
  palette?: string;
}

const HAVOERNEN_PLANNER = 'planner@kaj.example';
const SOELOEVEN_PLANNER = 'planner-approver@kaj.example';

const tour = (days: number, start: string, end: string): DemoDetail[] =>
  Array.from({ length: days }, (_, dayOffset) => ({ start, end, dayOffset, property: 'Sejlads' }));

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  { code: 'D1', color: '#4caf50', description: 'Dagvagt 06-14', sortGroup: 1, details: [{ start: '06:00', end: '14:00', property: 'Sejlads' }] },
  { code: 'D2', color: '#2196f3', description: 'Aftenvagt 14-22', sortGroup: 1, details: [{ start: '14:00', end: '22:00', property: 'Sejlads' }] },
  { code: 'N1', color: '#3f51b5', description: 'Nattevagt 22-06', sortGroup: 1, details: [{ start: '22:00', end: '06:00', property: 'Sejlads' }] },
  { code: 'DAG', color: '#8bc34a', description: 'Dagtid 07-15 med 30 min. ulønnet pause', sortGroup: 1, details: [{ start: '07:00', end: '15:00', paid: 450 }] },
  {
    code: 'V04',
    palette: HAVOERNEN_PLANNER,
    color: '#ff9800',
    description: 'Brovagt 00-04 og 12-16',
    sortGroup: 2,
    details: [
      { start: '00:00', end: '04:00', property: 'Sejlads' },
      { start: '12:00', end: '16:00', property: 'Sejlads' },
    ],
  },
  {
    code: 'V48',
    palette: HAVOERNEN_PLANNER,
    color: '#ff5722',
    description: 'Brovagt 04-08 og 16-20',
    sortGroup: 2,
    details: [
      { start: '04:00', end: '08:00', property: 'Sejlads' },
      { start: '16:00', end: '20:00', property: 'Sejlads' },
    ],
  },
  {
    code: 'V812',
    palette: HAVOERNEN_PLANNER,
    color: '#e91e63',
    description: 'Brovagt 08-12 og 20-24',
    sortGroup: 2,
    details: [
      { start: '08:00', end: '12:00', property: 'Sejlads' },
      { start: '20:00', end: '00:00', property: 'Sejlads' },
    ],
  },
  { code: 'T7', color: '#009688', description: 'Tur: 7 dage ombord 06-18', sortGroup: 3, details: tour(7, '06:00', '18:00'), palette: SOELOEVEN_PLANNER },
  { code: 'FE', color: '#ffeb3b', description: 'Ferie (7,4 timer)', sortGroup: 4, details: [{ start: '08:00', end: '15:24', property: 'Ferie' }] },
  { code: 'SY', color: '#f44336', description: 'Sygdom (7,4 timer)', sortGroup: 4, details: [{ start: '08:00', end: '15:24', property: 'Syg' }] },
  { code: 'KU', color: '#9c27b0', description: 'Kursus 08-16', sortGroup: 4, details: [{ start: '08:00', end: '16:00', property: 'Kursus' }] },
  { code: 'AF', color: '#795548', description: 'Afspadsering (7,4 timer)', sortGroup: 4, details: [{ start: '08:00', end: '15:24', property: 'Afspadsering' }] },
];
