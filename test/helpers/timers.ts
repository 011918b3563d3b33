/**
 * Lets the waits between `from` and `to` milliseconds pass at once (a Retry-After of 1 to 10 s becomes 0 ms), and
 * keeps every other timer real: request timeouts and short delays behave as always. A widget that retried in a
 * loop would then loop at full speed, so a test can show it does not without waiting those seconds itself.
 * Returns the function that restores the real `setTimeout`.
 */
export function compressWaits(from = 500, to = 10_000): () => void {
  const real = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    real(
      handler,
      delay !== undefined && delay >= from && delay <= to ? 0 : delay,
      ...args,
    )) as typeof window.setTimeout;
  return () => {
    window.setTimeout = real;
  };
}
