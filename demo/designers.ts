// The designers' page: the live widget with its settings, the gallery of states, and the generated reference.
import { DEMO_TYPES, carryServiceParam, demoTagGroups, isoDay, serviceUrl } from './demo-config.js';
import { renderGallery } from './gallery.js';
import { renderReference } from './reference.js';

const service = serviceUrl();
carryServiceParam();

const live = document.querySelector<HTMLElement>('#live stay-search')!;
live.setAttribute('base-url', service);
live.setAttribute('arrival', isoDay(30));
live.setAttribute('departure', isoDay(37));
live.setAttribute('types', DEMO_TYPES);
void demoTagGroups(service).then((groups) => live.setAttribute('tag-groups', groups));

const controls = document.querySelector<HTMLFormElement>('#controls')!;
controls.addEventListener('input', (event) => apply(event.target as HTMLInputElement | HTMLSelectElement));
controls.addEventListener('change', (event) => apply(event.target as HTMLInputElement | HTMLSelectElement));
document.querySelector('#theme-reset')!.addEventListener('click', () => {
  for (const field of controls.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name^="--"]')) {
    field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
    live.style.removeProperty(field.name);
  }
});

/** WCAG 2 relative luminance of a `#rrggbb` colour (what a colour input gives). */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5]
    .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
    .map((channel) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** White or black, whichever reads better on the accent (one of them always reaches 4.5:1). */
function textOnAccent(accent: string): string {
  return contrastRatio(accent, '#ffffff') >= contrastRatio(accent, '#000000') ? '#ffffff' : '#000000';
}

function setTheme(name: string, value: string): void {
  if (value) live.style.setProperty(name, value);
  else live.style.removeProperty(name);
}

/** Attributes by name; `--stay-*` fields become custom properties on the element (through the CSSOM: CSP-safe). */
function apply(field: HTMLInputElement | HTMLSelectElement): void {
  if (!field.name) return;
  if (!field.name.startsWith('--')) {
    live.setAttribute(field.name, field.value);
    return;
  }
  setTheme(field.name, field.value ? `${field.value}${field.dataset.unit ?? ''}` : '');
  // A new accent gets readable text at once: the "Text on accent" field follows it (a designer may still change it).
  if (field.name === '--stay-accent' && field.value) {
    const onAccent = controls.querySelector<HTMLInputElement>('input[name="--stay-on-accent"]')!;
    onAccent.value = textOnAccent(field.value);
    setTheme(onAccent.name, onAccent.value);
  }
}

/**
 * Defines the elements, then lays out the gallery and the reference. The gallery and the elements' examples produce
 * their states as they come into view (their `data-state` says how far they are); the page is ready once its parts
 * are laid out.
 */
async function layOut(): Promise<void> {
  await import('../src/define/index.js');
  renderGallery(document.querySelector('#gallery')!, service);
  await renderReference(document.querySelector('#elements')!, service);
  document.body.dataset.ready = 'true';
}

// Not a top-level `await`: WebKit resumes a module suspended in one for ever once its document has left its frame,
// and hangs every page of the tab with it (a designer who leaves while the page loads).
// test/demo/designers.test.ts checks it.
void layOut();
