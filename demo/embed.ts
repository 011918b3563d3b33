// Finds the service's origin (it differs per machine) and writes the two things a campsite pastes into its page:
// the script tag of the bundle and the element's `base-url`. `?service=` and `?bundle=` override both (tests).
import { carryServiceParam, embedServiceUrl } from './demo-config.js';

function placeWidget(service: string): void {
  const bundle = new URLSearchParams(location.search).get('bundle') ?? `${service}/dist/stay-search.js`;

  document.querySelector('stay-search')?.setAttribute('base-url', service);
  document.querySelector('#service-origin')!.textContent = new URL(service).origin;
  carryServiceParam();

  const script = document.createElement('script');
  script.type = 'module';
  script.src = bundle;
  document.head.append(script);
}

// Not a top-level `await`: WebKit resumes a module suspended in one for ever once its document has left its frame,
// and hangs every page of the tab with it (a guest who leaves while the page asks for its service).
// test/demo/embed.test.ts checks it.
void embedServiceUrl().then(placeWidget);
