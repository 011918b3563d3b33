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

/** Attributes by name; `--stay-*` fields become custom properties on the element (through the CSSOM: CSP-safe). */
function apply(field: HTMLInputElement | HTMLSelectElement): void {
  if (!field.name) return;
  if (field.name.startsWith('--')) {
    const value = field.value ? `${field.value}${field.dataset.unit ?? ''}` : '';
    if (value) live.style.setProperty(field.name, value);
    else live.style.removeProperty(field.name);
    return;
  }
  live.setAttribute(field.name, field.value);
}

await import('../src/define/index.js');
// The gallery and the elements' examples produce their states as they come into view (their `data-state` says
// how far they are); the page is ready once its parts are laid out.
renderGallery(document.querySelector('#gallery')!, service);
await renderReference(document.querySelector('#elements')!, service);
document.body.dataset.ready = 'true';
