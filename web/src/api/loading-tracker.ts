/** URLs containing one of these never show the overlay (specification section 7). */
export const LOADING_SKIP_LIST = ['/user', 'RealisedWatch', 'PlannedWatch', 'GetClosing', 'GetBalance', 'GetEmployeeByCode', 'GetEmployeeByName'] as const;

/** The overlay stays this long after the last tracked request ends (specification section 9). */
export const LOADING_HIDE_DELAY_MS = 500;

type Listener = () => void;

/**
 * Counts tracked requests in flight: the overlay shows when the first starts and hides
 * 500 ms after the last ends, so a burst of requests gives one overlay, not a flicker.
 */
export class LoadingTracker {
  private active = 0;
  private visible = false;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly skipList: readonly string[] = LOADING_SKIP_LIST,
    private readonly hideDelayMs = LOADING_HIDE_DELAY_MS,
  ) {}

  isTracked(url: string): boolean {
    return !this.skipList.some((part) => url.includes(part));
  }

  /** Marks a request as started; call the returned function once when it ends. */
  start(url: string): () => void {
    if (!this.isTracked(url)) return () => undefined;
    this.active += 1;
    if (this.hideTimer !== null) {
      clearTimeout(this.hideTimer);
      this.hideTimer = null;
    }
    this.setVisible(true);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.active -= 1;
      if (this.active > 0) return;
      this.hideTimer = setTimeout(() => {
        this.hideTimer = null;
        if (this.active === 0) this.setVisible(false);
      }, this.hideDelayMs);
    };
  }

  readonly isVisible = (): boolean => this.visible;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setVisible(visible: boolean): void {
    if (this.visible === visible) return;
    this.visible = visible;
    for (const listener of this.listeners) listener();
  }
}

export const loadingTracker = new LoadingTracker();
