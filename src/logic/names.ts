/**
 * The known names of a comma (or semicolon) separated list, of a space separated one when it has neither, or of an
 * array: matched in any case, each kept once in the given order; the entries that are not known are returned as
 * written (`Mobile home` in `chalet, Mobile home` stays one entry), to be warned about.
 */
export function parseNames<Name extends string>(
  input: string | readonly unknown[] | null | undefined,
  known: readonly Name[],
): { names: Name[]; unknown: string[] } {
  const words =
    typeof input === 'string' ? input.split(/[,;]/.test(input) ? /[,;]/ : /\s+/) : [...(input ?? [])].map(String);
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

/** A name as people write it, for comparing: lower case, letters and digits only (`Mobile home` → `mobilehome`). */
function spelling(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Edits (insert, delete, replace a letter) between two words: the Levenshtein distance. */
function editDistance(first: string, second: string): number {
  let previous = Array.from({ length: second.length + 1 }, (_, index) => index);
  for (let i = 1; i <= first.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= second.length; j += 1) {
      const replace = previous[j - 1]! + (first[i - 1] === second[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, replace));
    }
    previous = current;
  }
  return previous[second.length]!;
}

/** Words this short are only ever matched whole: `a` or `te` is the start of too many names to mean one. */
const SHORTEST_PREFIX = 3;

/**
 * The known name a site most likely meant by an unknown word, for a warning's "did you mean …?", or `undefined`
 * when none is close. Tried in turn, on spellings without case, spaces, hyphens or underscores:
 * - the same spelling as a name or one of its titles (`Mobile home` → `mobilehome`, `Pitch` → `campsite`);
 * - the start of exactly one name or title (`safari` → `safari_tent`);
 * - the fewest edits, at most a third of the word (`chalets` → `chalet`, `bungalo` → `bungalow`).
 *
 * `titles` gives further spellings per name: the names people see (`{ campsite: ['Pitch'] }`).
 */
export function nearestName<Name extends string>(
  word: string,
  known: readonly Name[],
  titles: Partial<Record<Name, readonly string[]>> = {},
): Name | undefined {
  const wanted = spelling(word);
  if (!wanted) return undefined;
  const candidates = known.flatMap((name) =>
    [name, ...(titles[name] ?? [])].map((text) => ({ name, spelling: spelling(text) })),
  );
  const same = candidates.find((candidate) => candidate.spelling === wanted);
  if (same) return same.name;
  if (wanted.length >= SHORTEST_PREFIX) {
    const starting = new Set(candidates.filter((c) => c.spelling.startsWith(wanted)).map((c) => c.name));
    if (starting.size === 1) return [...starting][0];
  }
  const allowed = Math.floor(wanted.length / 3);
  let nearest: { name: Name; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.spelling);
    if (distance <= allowed && distance < (nearest?.distance ?? Infinity)) nearest = { name: candidate.name, distance };
  }
  return nearest?.name;
}
