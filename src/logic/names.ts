/**
 * The known names of a comma (or space, or semicolon) separated list, or of an array: matched in any case, each
 * kept once in the given order; the words that are not known are returned as written, to be warned about.
 */
export function parseNames<Name extends string>(
  input: string | readonly unknown[] | null | undefined,
  known: readonly Name[],
): { names: Name[]; unknown: string[] } {
  const words = typeof input === 'string' ? input.split(/[\s,;]+/) : [...(input ?? [])].map(String);
  const names: Name[] = [];
  const unknown: string[] = [];
  for (const word of words) {
    const name = word.trim().toLowerCase() as Name;
    if (!name) continue;
    if (!known.includes(name)) unknown.push(word.trim());
    else if (!names.includes(name)) names.push(name);
  }
  return { names, unknown };
}
