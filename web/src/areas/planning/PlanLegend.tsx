import { WatchStateMark } from './grid/WatchStateMark.tsx';
import { STATE_MARKS, type WatchState } from './grid/watch-state.ts';
import './plan-legend.css';

/** How a planner works the grid, in one line. */
export function PlanHints() {
  return (
    <div className="plan-legend plan-hints">
      Klik en kode og derefter celler, eller træk koden til en celle · Skriv en kode på den markerede celle · Shift+klik eller Shift+pile markerer flere · Delete
      fjerner · Ctrl+C / Ctrl+V kopierer · Ctrl+X / Ctrl+V flytter · Ctrl+Z fortryder · Dobbeltklik redigerer en vagt eller tilføjer en ekstra · Træk navnet for at flytte rækken
    </div>
  );
}

/** What the marks of a cell mean. */
export function PlanLegend() {
  const chip = (className: string, text: string, state: WatchState | null = null) => (
    <span className="plan-legend-item">
      <span className={`plan-chip ${className}${state ? ' has-state' : ''}`} style={{ background: '#4caf50', color: '#fff' }}>
        D1
        <WatchStateMark state={state} />
      </span>{' '}
      {text}
    </span>
  );
  return (
    <div className="plan-legend" aria-label="Forklaring">
      {chip('is-overridden', 'ændrede tider')}
      {chip('is-properties', 'tilføjede egenskaber')}
      {chip('is-extra', 'ekstra vagt')}
      {chip('is-cancelled', 'aflyst')}
      {chip('is-approved', STATE_MARKS.approved.label, 'approved')}
      {chip('is-rejected', STATE_MARKS.rejected.label, 'rejected')}
      {chip('is-corrected', STATE_MARKS.corrected.label, 'corrected')}
      {chip('is-registration', 'tidsregistrering afviger')}
      <span className="plan-legend-item">
        <span className="plan-legend-swatch is-closed" /> lukket periode
      </span>
      <span className="plan-legend-item">
        <span className="plan-legend-swatch is-holiday" /> helligdag
      </span>
      <span className="plan-legend-item">
        <span className="plan-legend-swatch has-breach" /> hviletidsbrud
      </span>
      <span className="plan-legend-item">
        <strong style={{ color: '#d46b08' }}>!</strong> over normens mål
      </span>
      <span className="plan-legend-item">
        <strong style={{ color: '#cf1322' }}>‼</strong> over normens maksimum
      </span>
    </div>
  );
}
