/**
 * Minifies the static parts of Lit's tagged templates (`css`, `html`, `svg`) for the production bundle.
 *
 * Pure functions, string in and string out, with no Node imports: the browser tests import them directly, and
 * `vite.config.ts` wires them into the build. Expressions (`${…}`) are never touched: a template's static parts
 * are joined with a placeholder character, minified as one text (so a string or a `<pre>` may span an
 * expression), and split again; the number of parts always stays the same.
 */

/** Stands for each `${…}` while the static parts are minified. A private-use character: never in our sources. */
const HOLE = '\uE000';

/** A whitespace run after one of these may go (`a { b: c; }` → `a{b:c}`). Not `)`: `and (…)` needs its space. */
const CSS_NO_SPACE_AFTER = new Set(['{', '}', ';', ',', ':', '>', '(']);
/** A whitespace run before one of these may go. Not `(` (`and (` ≠ `and(`) and not `:` (`a :hover` ≠ `a:hover`). */
const CSS_NO_SPACE_BEFORE = new Set(['{', '}', ';', ',', '>', ')', '!']);

/** After one of these a number starts, so its leading zero can go (`0.5rem` → `.5rem`); not after a word or digit. */
const NUMBER_START = new Set([':', ' ', ',', '(', '/', '*', '+']);

const isWhitespace = (char: string) => char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f';

function joinParts(parts: readonly string[]): string {
  if (parts.some((part) => part.includes(HOLE))) throw new Error('a template part contains the placeholder character');
  return parts.join(HOLE);
}

function splitParts(text: string, expected: number): string[] {
  const parts = text.split(HOLE);
  if (parts.length !== expected)
    throw new Error(`minifying changed the number of template parts (${expected} → ${parts.length})`);
  return parts;
}

/** The index just past the string that opens at `start` (CSS strings end at their quote or, unclosed, at a newline). */
function cssStringEnd(text: string, start: number): number {
  const quote = text[start];
  let index = start + 1;
  while (index < text.length && text[index] !== quote && text[index] !== '\n') {
    index += text[index] === '\\' ? 2 : 1;
  }
  return Math.min(index + 1, text.length);
}

/**
 * Minifies the static parts of a `css` template: drops comments, collapses whitespace, removes it where CSS does not
 * need it (around `{}`, `;`, `,`, `>`, after `:` and `(`, before `)` and `!`), drops the `;` before a `}` and the
 * leading zero of a fraction (`0.5` → `.5`). Strings, escapes, unquoted `url(…)` and the spaces that carry meaning
 * (`a b`, `a :hover`, `calc(a + b)`, `and (…)`) stay.
 */
export function minifyCss(parts: readonly string[]): string[] {
  const text = joinParts(parts);
  let out = '';
  let pendingSpace = false;
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (isWhitespace(char)) {
      pendingSpace = true;
      index++;
      continue;
    }
    if (char === '/' && text[index + 1] === '*') {
      const close = text.indexOf('*/', index + 2);
      index = close === -1 ? text.length : close + 2;
      pendingSpace = true;
      continue;
    }
    if (pendingSpace) {
      const previous = out.at(-1);
      if (previous !== undefined && !CSS_NO_SPACE_AFTER.has(previous) && !CSS_NO_SPACE_BEFORE.has(char)) out += ' ';
      pendingSpace = false;
    }
    if (char === '0' && NUMBER_START.has(out.at(-1) ?? '') && /^\.\d/.test(text.slice(index + 1, index + 3))) {
      index++; // 0.5 → .5
      continue;
    }
    let end = index + 1;
    if (char === '\\') end = index + 2;
    else if (char === '"' || char === "'") end = cssStringEnd(text, index);
    else if (char === '(' && /url$/i.test(out) && !/^\s*['"]/.test(text.slice(index + 1))) {
      const close = text.indexOf(')', index);
      end = close === -1 ? text.length : close + 1;
    } else if (char === '}' && out.endsWith(';')) out = out.slice(0, -1);
    out += text.slice(index, end);
    index = end;
  }
  return splitParts(out, parts.length);
}

/** Elements whose text is shown as written: their contents are copied unchanged. */
const PREFORMATTED = /^<(pre|textarea)[\s>/]/i;

/**
 * Minifies the static parts of an `html` or `svg` template: a whitespace run that holds a newline becomes one
 * space, or nothing when it lies between a `>` and a `<` (indentation between tags). Whitespace within a line stays
 * (it separates inline elements), and so do the contents of `<pre>` and `<textarea>`.
 */
export function minifyHtml(parts: readonly string[]): string[] {
  const text = joinParts(parts);
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const preformatted = char === '<' ? PREFORMATTED.exec(text.slice(index, index + 10)) : null;
    if (preformatted) {
      const close = text.toLowerCase().indexOf(`</${preformatted[1]!.toLowerCase()}`, index);
      const end = close === -1 ? text.length : close;
      out += text.slice(index, end);
      index = end;
      continue;
    }
    if (isWhitespace(char)) {
      let end = index;
      while (end < text.length && isWhitespace(text[end]!)) end++;
      const run = text.slice(index, end);
      if (!run.includes('\n')) out += run;
      else if (!(out.endsWith('>') && text[end] === '<')) out += ' ';
      index = end;
      continue;
    }
    const end = char === '\\' ? index + 2 : index + 1;
    out += text.slice(index, end);
    index = end;
  }
  return splitParts(out, parts.length);
}

/** A replacement of the source text from `start` to `end`. */
export interface TemplateEdit {
  start: number;
  end: number;
  text: string;
}

const MINIFIERS: Record<string, (parts: readonly string[]) => string[]> = {
  css: minifyCss,
  html: minifyHtml,
  svg: minifyHtml,
};

interface AstNode {
  type?: unknown;
  [key: string]: unknown;
}

interface TemplateElementNode {
  start: number;
  end: number;
  value: { raw: string };
}

function* taggedTemplates(node: unknown): Generator<{ tag: string; quasis: TemplateElementNode[] }> {
  if (Array.isArray(node)) {
    for (const child of node) yield* taggedTemplates(child);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const ast = node as AstNode;
  if (ast.type === 'TaggedTemplateExpression') {
    const tag = ast.tag as AstNode;
    const quasi = ast.quasi as { quasis: TemplateElementNode[] };
    if (tag.type === 'Identifier' && typeof tag.name === 'string') yield { tag: tag.name, quasis: quasi.quasis };
  }
  for (const [key, child] of Object.entries(ast)) {
    if (key !== 'parent' && child && typeof child === 'object') yield* taggedTemplates(child);
  }
}

/**
 * Where a template element's raw text sits in the source. Parsers differ: some span the element without its
 * delimiters (`` ` ``, `${`, `}`), others with them.
 */
function rawRange(source: string, element: TemplateElementNode): { start: number; end: number } {
  const { raw } = element.value;
  if (raw !== '' && source.slice(element.start, element.end) === raw) return { start: element.start, end: element.end };
  const start = element.start + 1;
  if (source.slice(start, start + raw.length) !== raw) throw new Error(`template text not found at ${element.start}`);
  return { start, end: start + raw.length };
}

/**
 * The edits that minify every `css`, `html` and `svg` template in a module, given the module's source and its
 * ESTree-shaped syntax tree (positions in UTF-16 code units, as JavaScript strings count them).
 */
export function templateEdits(source: string, ast: unknown): TemplateEdit[] {
  const edits: TemplateEdit[] = [];
  for (const { tag, quasis } of taggedTemplates(ast)) {
    const minify = MINIFIERS[tag];
    if (!minify) continue;
    const ranges = quasis.map((element) => rawRange(source, element));
    const parts = ranges.map(({ start, end }) => source.slice(start, end));
    minify(parts).forEach((text, index) => {
      if (text !== parts[index]) edits.push({ ...ranges[index]!, text });
    });
  }
  return edits;
}

/** Applies edits that do not overlap. */
export function applyEdits(source: string, edits: readonly TemplateEdit[]): string {
  let out = '';
  let position = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    out += source.slice(position, edit.start) + edit.text;
    position = edit.end;
  }
  return out + source.slice(position);
}
