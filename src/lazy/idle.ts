/**
 * Work for when the page is idle after its first results: fetching the parts of the widget that only an
 * interaction needs (the calendar, the guests panel…), so that no interaction waits for them, without competing
 * with the first results for the network or the main thread.
 *
 * Idle means: the page has loaded, no widget is still waiting for its first answer (each holds idle work while it
 * does, see `holdIdleWork`), and the browser reports idle time. A page without a search (a standalone date picker)
 * is idle soon after its load.
 */

/** The longest `requestIdleCallback` may wait for idle time before it runs the work anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Where there is no `requestIdleCallback` (Safari), the work runs this long after the page became idle. */
const IDLE_FALLBACK_DELAY_MS = 200;

let holds = 0;
let queue: (() => void)[] = [];
let scheduled = false;
let waitingForLoad = false;

/**
 * Holds idle work back until the returned function is called (a widget calls it when its first results, or its
 * first error, are shown). Calling the release more than once has no further effect.
 */
export function holdIdleWork(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    flush();
  };
}

/** Runs `work` once the page is idle after its first results (see above). */
export function whenIdle(work: () => void): void {
  queue.push(work);
  flush();
}

function flush(): void {
  if (scheduled || holds > 0 || queue.length === 0) return;
  if (document.readyState !== 'complete') {
    if (!waitingForLoad) {
      waitingForLoad = true;
      addEventListener(
        'load',
        () => {
          waitingForLoad = false;
          flush();
        },
        { once: true },
      );
    }
    return;
  }
  scheduled = true;
  const run = () => {
    scheduled = false;
    // A widget may have started waiting for its first answer in the meantime.
    if (holds > 0) return;
    const work = queue;
    queue = [];
    for (const item of work) item();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, IDLE_FALLBACK_DELAY_MS);
}
