// How every tool here launches a browser: Debian's Chromium (CHROMIUM_PATH overrides), never one it downloads.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Chromium 156 builds the address bar's WebUI popups (two pages in a renderer of their own) for every window it
 * opens, headless too, and Playwright opens a window for every page: a test file or a benchmark load. A trace of one
 * benchmark load: that renderer was busy 890 ms of the 930 ms the widget's page took to show its results, on a
 * machine with two cores. Nothing here uses the address bar.
 */
export const unusedBrowserUi = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * The features Playwright itself turns off (its fixes for automation): Chromium keeps only the last
 * `--disable-features` it is given, so ours must repeat them. Read from the installed playwright-core, the package
 * that launches the browser; `undefined` when its bundle no longer has that list where it was (then the popups stay:
 * slower, never wrong).
 */
export function playwrightDisabledFeatures() {
  try {
    const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
    const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
    const features = list?.match(/"[A-Za-z0-9]+"/g)?.map((quoted) => quoted.slice(1, -1));
    return features && features.length > 0 ? features : undefined;
  } catch {
    return undefined;
  }
}

const playwrightFeatures = playwrightDisabledFeatures();
if (!playwrightFeatures) {
  console.warn(
    "chromium.js: playwright-core's list of disabled features was not found; Chromium keeps its address-bar popups (slower)",
  );
}

// The network here is closed: without these flags Chromium keeps trying to reach outside hosts.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  ...(playwrightFeatures ? [`--disable-features=${[...playwrightFeatures, ...unusedBrowserUi].join(',')}`] : []),
];
