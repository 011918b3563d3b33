import { waitUntil } from '../helpers/wait.js';
import { deepText } from '../dist/frames.js';

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: unknown[] }[] }[];
}

interface AxeWindow extends Window {
  axe?: { run(context: Document | Element, options: object): Promise<AxeResult> };
}

/** Loads axe-core into the frame's own window, once (a large script: a test may do it in a hook). */
export async function loadAxe(frame: HTMLIFrameElement): Promise<void> {
  const win = frame.contentWindow as AxeWindow;
  if (win.axe) return;
  const script = frame.contentDocument!.createElement('script');
  const loaded = new Promise((resolve, reject) => {
    script.addEventListener('load', resolve, { once: true });
    script.addEventListener('error', reject, { once: true });
  });
  script.src = '/node_modules/axe-core/axe.min.js';
  frame.contentDocument!.head.append(script);
  await loaded;
}

/**
 * Runs axe-core on the page inside the frame (loaded into the frame's own window), or on one part of it
 * (`context`), and lists the violations.
 */
export async function axeViolations(frame: HTMLIFrameElement, context?: Element): Promise<string[]> {
  await loadAxe(frame);
  const win = frame.contentWindow as AxeWindow;
  const result = await win.axe!.run(context ?? frame.contentDocument!, { resultTypes: ['violations'] });
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(violation.nodes.map((n) => n.target))}`,
  );
}

/** Waits until the element's text (through its shadow roots) contains `text`. */
export async function waitForText(element: () => Element | null, text: string, timeout = 12_000): Promise<void> {
  await waitUntil(
    () => {
      const found = element();
      return found !== null && deepText(found).includes(text);
    },
    `"${text}" to show`,
    { timeout },
  ).catch((error: Error) => {
    const found = element();
    throw new Error(`${error.message}; the text is: ${found ? deepText(found).slice(0, 400) : '(no element)'}`);
  });
}

/** Resolves on the frame's next `load` (after a navigation inside it). */
export function nextLoad(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Opens `src` in a new frame and leaves it (for about:blank) the moment `reached(frame)` holds, while the page's
 * modules are still at work, as a guest who leaves at once. WebKit resumes a module suspended in a top-level `await`
 * for ever, without running it, once its document has left its frame (JSC's asyncModuleEvaluation loop): every page
 * of that web process stops, the test's own page too. The demo pages have no top-level `await` for that reason.
 */
export async function openAndLeave(src: string, reached: (frame: HTMLIFrameElement) => boolean): Promise<void> {
  const frame = document.createElement('iframe');
  frame.title = 'page left while it loads';
  const arrived = waitUntil(() => reached(frame), `${src} to start loading its modules`, { interval: 1 });
  frame.src = src;
  document.body.append(frame);
  await arrived;
  const left = nextLoad(frame);
  frame.src = 'about:blank';
  await left;
  frame.remove();
}
