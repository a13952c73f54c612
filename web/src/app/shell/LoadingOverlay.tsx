import { useSyncExternalStore } from 'react';
import { Spin } from 'antd';
import { loadingTracker } from '../../api/loading-tracker.ts';

/** The overlay "Indlæser" while tracked requests run (specification section 2 and 4). */
export function LoadingOverlay() {
  const visible = useSyncExternalStore(loadingTracker.subscribe, loadingTracker.isVisible);
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <div className="loading-overlay__box">
        <Spin size="large" />
        <span className="loading-overlay__label">Indlæser</span>
      </div>
    </div>
  );
}
