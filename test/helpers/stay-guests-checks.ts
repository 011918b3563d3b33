// Checks the two stay-guests test files share (stay-guests.test.ts and stay-guests-panel.test.ts).
import type { StayGuests } from '../../src/elements/stay-guests.js';

/** "12 years" as the locale writes it (Intl output differs between engines: computed, never written out). */
export function years(count: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(count);
}

/** Records each of the events `names` with the value at that moment (`change:adults:3`). */
export function record(element: HTMLElement, names: string[]): string[] {
  const log: string[] = [];
  for (const name of names) element.addEventListener(name, () => log.push(`${name}:${(element as StayGuests).value}`));
  return log;
}
