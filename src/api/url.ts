// Editing a page address's query part without rewriting the parameters it does not touch: `URLSearchParams`
// would re-encode every one of them (`%20` becomes `+`), which changes a site's own links for no reason.

/** The `name=value` pairs of a query part (with or without its `?`), exactly as written. */
export function rawPairs(search: string): string[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '');
}

/** The decoded name of a raw `name=value` pair; a broken escape reads as written. */
export function pairName(pair: string): string {
  const name = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The query part without the parameters `drop` picks (by decoded name), every other pair kept as written. */
export function withoutParameters(search: string, drop: (name: string) => boolean): string {
  const kept = rawPairs(search).filter((pair) => !drop(pairName(pair)));
  return kept.length ? `?${kept.join('&')}` : '';
}
