/**
 * The loading bar's state machine, free of DOM: it decides when the bar shows, how far it has
 * gone and when it hides, and hands each new view to a renderer.
 *
 * idle → start → waiting (throttle: a fast job shows nothing) → loading (progress creeps towards
 * 100 without reaching it) → finish → done (full width) → hideDelay → hiding → resetDelay → idle.
 * `fail` jumps to error (full width, error colour) until the next `start`.
 */
export interface LoadingBarTiming {
  /** A job shorter than this shows nothing (ms). */
  throttle: number;
  /** Time in which the estimated progress reaches about 70 % (ms). */
  duration: number;
  /** How long the full bar stays before it fades (ms). */
  hideDelay: number;
  /** How long after fading the bar goes back to zero (ms). */
  resetDelay: number;
}

export const LOADING_BAR_TIMING: LoadingBarTiming = {
  throttle: 150,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
};

export type LoadingBarPhase = 'idle' | 'waiting' | 'loading' | 'done' | 'hiding' | 'error';

export interface LoadingBarView {
  phase: LoadingBarPhase;
  visible: boolean;
  /** 0 to 100. */
  progress: number;
  error: boolean;
}

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export interface LoadingBarMachine {
  start(): void;
  finish(): void;
  fail(): void;
  /** Straight back to idle, shown nowhere (a page shown again from the back/forward cache). */
  reset(): void;
  /** The view now (the progress of a running bar moves with time). */
  view(): LoadingBarView;
}

/** Progress that grows fast, then slower, and never reaches 100: about 70 % after `duration`. */
export function estimatedProgress(elapsed: number, duration: number): number {
  if (elapsed <= 0 || duration <= 0) return 0;
  return (200 / Math.PI) * Math.atan((elapsed / duration) * 2);
}

export function createLoadingBarMachine(
  render: (view: LoadingBarView) => void,
  clock: Clock,
  timing: LoadingBarTiming = LOADING_BAR_TIMING,
): LoadingBarMachine {
  let phase: LoadingBarPhase = 'idle';
  let shownAt = 0;
  let timers: number[] = [];

  const view = (): LoadingBarView => {
    switch (phase) {
      case 'loading':
        return { phase, visible: true, progress: estimatedProgress(clock.now() - shownAt, timing.duration), error: false };
      case 'done':
        return { phase, visible: true, progress: 100, error: false };
      case 'hiding':
        return { phase, visible: false, progress: 100, error: false };
      case 'error':
        return { phase, visible: true, progress: 100, error: true };
      default:
        return { phase, visible: false, progress: 0, error: false };
    }
  };
  const enter = (next: LoadingBarPhase) => {
    phase = next;
    render(view());
  };
  const clearTimers = () => {
    for (const id of timers) clock.clearTimeout(id);
    timers = [];
  };
  const later = (callback: () => void, ms: number) => {
    timers.push(clock.setTimeout(callback, ms));
  };

  return {
    start() {
      clearTimers();
      enter('waiting');
      later(() => {
        shownAt = clock.now();
        enter('loading');
      }, timing.throttle);
    },
    finish() {
      if (phase === 'error' || phase === 'idle' || phase === 'done' || phase === 'hiding') return;
      clearTimers();
      if (phase === 'waiting') {
        enter('idle');
        return;
      }
      enter('done');
      later(() => {
        enter('hiding');
        later(() => enter('idle'), timing.resetDelay);
      }, timing.hideDelay);
    },
    fail() {
      clearTimers();
      enter('error');
    },
    reset() {
      clearTimers();
      enter('idle');
    },
    view,
  };
}
