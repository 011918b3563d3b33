// Where the demo pages find the service. `npm start` mounts the sandbox on the page's own origin (designers' and
// app page) and runs it on a second origin for the embed page. Tests and other set-ups pass `?service=<url>`.

const params = new URLSearchParams(location.search);

/** The service for the designers' and app pages: `?service=`, else the page's own origin. */
export function serviceUrl(): string {
  return (params.get('service') ?? location.origin).replace(/\/+$/, '');
}

/**
 * The other origin of the embed page: `?service=`, else what the dev server says (`/demo/embed-config.json`, the
 * sandbox on its own port), else the page's origin.
 */
export async function embedServiceUrl(): Promise<string> {
  const given = params.get('service');
  if (given) return given.replace(/\/+$/, '');
  try {
    const response = await fetch('/demo/embed-config.json');
    if (response.ok) {
      const config = (await response.json()) as { service?: unknown };
      if (typeof config.service === 'string') return config.service;
    }
  } catch {
    // Not served by `npm start`: fall through.
  }
  return location.origin;
}

/** `YYYY-MM-DD` of today plus `days`, in the visitor's calendar. */
export function isoDay(days: number, from = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

/** Keeps `?service=` (and only that) on links between the demo pages, so a test set-up stays one set-up. */
export function carryServiceParam(root: ParentNode = document): void {
  const service = params.get('service');
  if (!service) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-demo-link]')) {
    const url = new URL(link.href);
    url.searchParams.set('service', service);
    link.href = url.href;
  }
}

/** The accommodation types the demo widgets offer in their filters. */
export const DEMO_TYPES = 'campsite,chalet,lodge_tent,mobilehome';

/** Two tag groups made from the sandbox's own tags, with their translated names: the `tag-groups` attribute. */
export async function demoTagGroups(service: string): Promise<string> {
  const response = await fetch(`${service}/sandbox/data?calendar=false`);
  const data = (await response.json()) as { tags: { id: string; translations: Record<string, { name: string }> }[] };
  const group = (id: string, label: Record<string, string>, tags: typeof data.tags) => ({
    id,
    label,
    tags: tags.map((tag) => ({
      id: tag.id,
      label: Object.fromEntries(Object.entries(tag.translations).map(([language, text]) => [language, text.name])),
    })),
  });
  return JSON.stringify([
    group(
      'facilities',
      { en: 'Facilities', nl: 'Voorzieningen', de: 'Ausstattung', fr: 'Équipements' },
      data.tags.slice(0, 4),
    ),
    group(
      'surroundings',
      { en: 'Surroundings', nl: 'Omgeving', de: 'Umgebung', fr: 'Environs' },
      data.tags.slice(4, 7),
    ),
  ]);
}
