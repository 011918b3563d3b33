import { waitUntil } from './wait.js';

/** MiniBrowser's window (WebKit) cannot be narrower than this; setViewport refuses less there. */
export const narrowestWindow = 447;

export interface NarrowFrame {
  /** The iframe in the test page. */
  frame: HTMLIFrameElement;
  /** The iframe's window: its own custom element registry, `innerWidth`, `matchMedia`. */
  window: Window;
  document: Document;
  /** Sizes the frame's viewport and waits until its window has taken the size. */
  resize(width: number, height: number): Promise<void>;
  remove(): void;
}

/**
 * A page of `width` × `height` CSS pixels, narrower than a WebKit window can be: a same-origin iframe of that size
 * (the iframe's viewport is the page's viewport: media queries, `dvh`, the dialog's size and the scroll width all
 * follow it). The modules (paths from the test server's root, `/src/define/stay-dates.ts`) are loaded into it and
 * `body` is its markup. Use it in every engine, so the test is the same everywhere.
 *
 * The elements inside belong to the iframe's window: find them in `document`, and compare nodes by name, never with
 * `instanceof` (another window's classes).
 */
export async function narrowFrame({
  width,
  height,
  modules,
  body,
}: {
  width: number;
  height: number;
  modules: string[];
  body: string;
}): Promise<NarrowFrame> {
  const frame = document.createElement('iframe');
  frame.title = `page of ${width} px`;
  // In view at the top left, over the test page: engines may throttle the frames of an iframe out of view.
  Object.assign(frame.style, { position: 'fixed', top: '0', left: '0', zIndex: '1', border: '0', background: 'white' });
  setSize(frame, width, height);
  // Absolute addresses: a srcdoc document's own address is about:srcdoc.
  const imports = modules.map((path) => `import(${JSON.stringify(new URL(path, location.href).href)})`).join(', ');
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>body { margin: 0 }</style>
    <script type="module">
      Promise.all([${imports}]).then(
        () => (document.documentElement.dataset.modules = 'loaded'),
        (error) => (document.documentElement.dataset.modules = String(error)),
      );
    </script>
  </head>
  <body>${body}</body>
</html>`;
  document.body.append(frame);
  await loaded;
  const frameWindow = frame.contentWindow!;
  const frameDocument = frame.contentDocument!;
  // The modules may not be in the browser's cache yet: give them the time a cold page load takes on a busy machine.
  await waitUntil(() => frameDocument.documentElement.dataset.modules !== undefined, 'the modules to load', {
    timeout: 12_000,
  });
  if (frameDocument.documentElement.dataset.modules !== 'loaded') {
    throw new Error(`The frame could not load ${modules.join(', ')}: ${frameDocument.documentElement.dataset.modules}`);
  }
  await waitUntil(() => frameWindow.innerWidth === width, `the frame to be ${width} px wide`, { timeout: 5_000 });
  return {
    frame,
    window: frameWindow,
    document: frameDocument,
    async resize(newWidth, newHeight) {
      setSize(frame, newWidth, newHeight);
      await waitUntil(
        () => frameWindow.innerWidth === newWidth && frameWindow.innerHeight === newHeight,
        `the frame to be ${newWidth} × ${newHeight} px`,
        { timeout: 5_000 },
      );
      // One frame later layout, container queries and resize observers have seen the size.
      await new Promise((resolve) =>
        frameWindow.requestAnimationFrame(() => frameWindow.requestAnimationFrame(resolve)),
      );
    },
    remove: () => frame.remove(),
  };
}

function setSize(frame: HTMLIFrameElement, width: number, height: number): void {
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
}
