import { sendKeys } from './commands.js';
import type { StayDates } from '../../src/elements/stay-dates.js';

/**
 * A day as the field and the status write it ("Fri 2 Jul"), in this engine's `Intl`: engines format it differently
 * (WebKit with Debian's ICU writes "Fri, 2 Jul"), so tests compare with this rather than with a fixed string.
 */
export function shortDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/**
 * Counts the page's requests for the calendar's module (the part `<stay-dates>` loads on demand) from now on, and
 * those made before that the browser still holds. An observer, because the page's resource timing buffer (250
 * entries) is full of the test framework's modules long before a test runs.
 */
export function watchCalendarRequests(): { readonly count: number; stop(): void } {
  // The source module in the tests (`stay-dates-calendar.ts`), the built part elsewhere (`…stay-dates-calendar-<hash>.js`).
  const isCalendar = (entry: PerformanceEntry) => /stay-dates-calendar(\.ts|-[\w-]+\.js)(\?|$)/.test(entry.name);
  let count = 0;
  const observer = new PerformanceObserver((list) => (count += list.getEntries().filter(isCalendar).length));
  observer.observe({ type: 'resource', buffered: true });
  return {
    get count() {
      // The entries the browser has recorded but not yet handed to the callback count too.
      count += observer.takeRecords().filter(isCalendar).length;
      return count;
    },
    stop: () => observer.disconnect(),
  };
}

/**
 * Drives a `<stay-dates>` the way a guest does, for its own tests and for those of the elements that contain it.
 * Days are addressed by ISO date (`2027-07-02`); nothing here depends on the page's language.
 */
export class StayDatesPage {
  constructor(readonly element: StayDates) {}

  get root(): ShadowRoot {
    return this.element.shadowRoot!;
  }

  get field(): HTMLButtonElement {
    return this.root.querySelector<HTMLButtonElement>('[part~="field"]')!;
  }

  /** The field's text as the guest reads it (the whole dates, or the short ones in a narrow field). */
  fieldText(): string {
    return this.field.innerText.replace(/\s+/g, ' ').trim();
  }

  get dialog(): HTMLDialogElement | null {
    return this.root.querySelector('dialog');
  }

  isOpen(): boolean {
    return this.element.inline || Boolean(this.dialog?.open);
  }

  async settle(): Promise<void> {
    await this.element.updateComplete;
    await this.element.updateComplete;
  }

  /** Opens the dialog by clicking the field (no-op when inline or already open). */
  async open(): Promise<void> {
    if (this.isOpen()) return;
    this.field.click();
    await this.settle();
  }

  /** Closes the dialog with Escape, as a guest would. */
  async close(): Promise<void> {
    if (!this.element.inline && this.isOpen()) await this.pressKey('Escape');
  }

  /** The day's button; throws when that day is not shown. */
  day(iso: string): HTMLButtonElement {
    const button = this.root.querySelector<HTMLButtonElement>(`button[data-date="${iso}"]`);
    if (!button) throw new Error(`day ${iso} is not shown (months: ${this.monthHeadings().join(', ')})`);
    return button;
  }

  hasDay(iso: string): boolean {
    return this.root.querySelector(`button[data-date="${iso}"]`) !== null;
  }

  days(): HTMLButtonElement[] {
    return [...this.root.querySelectorAll<HTMLButtonElement>('button[data-date]')];
  }

  /** The ISO date of the focused day, or `null` when focus is not on a day. */
  focusedDay(): string | null {
    return this.root.activeElement?.getAttribute('data-date') ?? null;
  }

  /** The one day with `tabindex="0"`. */
  tabbableDays(): string[] {
    return this.days()
      .filter((day) => day.tabIndex === 0)
      .map((day) => day.dataset.date!);
  }

  selectedDays(): string[] {
    return this.days()
      .filter((day) => day.getAttribute('aria-pressed') === 'true')
      .map((day) => day.dataset.date!);
  }

  /** The days that have a part (`range-start`, `range-end`, `today`…). */
  daysWithPart(part: string): string[] {
    return this.days()
      .filter((day) => day.part.contains(part))
      .map((day) => day.dataset.date!);
  }

  daysInRange(): string[] {
    return this.days()
      .filter((day) => day.part.contains('day-in-range'))
      .map((day) => day.dataset.date!);
  }

  /** The text a screen reader gets as the day's description (the reason it cannot be chosen). */
  description(iso: string): string {
    const ids = (this.day(iso).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => this.root.getElementById(id)?.textContent?.trim() ?? '').join(' ');
  }

  monthHeadings(): string[] {
    return [...this.root.querySelectorAll('[part~="month-heading"]')].map((heading) => heading.textContent!.trim());
  }

  weekdayNames(): string[] {
    return [...this.root.querySelector('thead')!.querySelectorAll('th')].map((th) => th.abbr);
  }

  status(): string {
    return (this.root.querySelector('[part~="status"]')?.textContent ?? '').replace(/\s+/g, ' ').trim();
  }

  /** A button that turns the calendar by a month, or with `'year'` by a year. */
  navButton(which: 'previous' | 'next', unit: 'month' | 'year' = 'month'): HTMLButtonElement {
    const months = (which === 'previous' ? -1 : 1) * (unit === 'year' ? 12 : 1);
    return this.root.querySelector<HTMLButtonElement>(`[part~="nav-button"][data-turn="${months}"]`)!;
  }

  get clearButton(): HTMLButtonElement {
    return this.root.querySelector<HTMLButtonElement>('[part~="clear-button"]')!;
  }

  async nextMonth(): Promise<void> {
    this.navButton('next').click();
    await this.settle();
  }

  async previousMonth(): Promise<void> {
    this.navButton('previous').click();
    await this.settle();
  }

  async nextYear(): Promise<void> {
    this.navButton('next', 'year').click();
    await this.settle();
  }

  async previousYear(): Promise<void> {
    this.navButton('previous', 'year').click();
    await this.settle();
  }

  /** Pages with the month buttons until the day is shown. */
  async showDay(iso: string): Promise<void> {
    for (let turns = 0; !this.hasDay(iso) && turns < 60; turns++) {
      const first = this.days()[0]!.dataset.date!;
      const button = this.navButton(iso < first ? 'previous' : 'next');
      if (button.getAttribute('aria-disabled') === 'true') break;
      button.click();
      await this.settle();
    }
    this.day(iso);
  }

  /** Presses a key (Playwright name: `ArrowRight`, `Shift+PageDown`, `Enter`) on whatever has focus. */
  async pressKey(key: string): Promise<void> {
    await sendKeys({ press: key });
    await this.settle();
  }

  async clickDay(iso: string): Promise<void> {
    await this.showDay(iso);
    this.day(iso).click();
    await this.settle();
  }

  /** The text field in the calendar that takes typed dates ("12-7 – 19-7"). */
  get typedInput(): HTMLInputElement {
    return this.root.querySelector<HTMLInputElement>('[part~="typed-dates"]')!;
  }

  /** Why the typed dates were not taken, as the field's description says it; `''` when nothing is wrong. */
  typedProblem(): string {
    return (this.root.querySelector('#typed-problem')?.textContent ?? '').trim();
  }

  /** Types the text into the calendar's typed-dates field (opening the calendar if needed) and presses Enter. */
  async typeDates(text: string): Promise<void> {
    await this.open();
    this.typedInput.focus();
    this.typedInput.select();
    await sendKeys({ type: text });
    await this.pressKey('Enter');
  }

  /** Opens the calendar if needed and chooses arrival then departure with the mouse. */
  async pick(arrival: string, departure: string): Promise<void> {
    await this.open();
    await this.clickDay(arrival);
    await this.clickDay(departure);
  }
}
