import { expect } from '@open-wc/testing';
import type { CSSResult } from 'lit';
import { applyEdits, minifyCss, minifyHtml, templateEdits } from '../../scripts/minify-templates.js';
import { tokens } from '../../src/styles/tokens.styles.js';
import { datesStyles } from '../../src/elements/stay-dates.styles.js';
import { filtersStyles } from '../../src/elements/stay-filters.styles.js';
import { guestsStyles } from '../../src/elements/stay-guests.styles.js';
import { pagerStyles } from '../../src/elements/stay-pager.styles.js';
import { resultsStyles } from '../../src/elements/stay-results.styles.js';
import { searchStyles } from '../../src/elements/stay-search.styles.js';

const css1 = (text: string) => minifyCss([text])[0];
const html1 = (text: string) => minifyHtml([text])[0];

/**
 * The browser's own reading of a style sheet: equal when the rules mean the same. A custom property keeps its value
 * as written, so `var(--a, b)` and `var(--a,b)` serialize differently though they substitute the same: commas are
 * compared without the spaces after them. An `@supports` condition is also kept as written, so
 * `(anchor-name: --a)` and `(anchor-name:--a)` are compared without the space after the colon.
 */
function parsed(cssText: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return [...sheet.cssRules].map((rule) => {
    // A custom property's value keeps its whitespace as written (it is a token list), line breaks included; the
    // minifier's single spaces mean the same to var().
    const text = rule.cssText
      .replace(/\s+/g, ' ')
      .replace(/\( /g, '(')
      .replace(/ \)/g, ')')
      .replace(/,\s+/g, ',')
      .replace(/([^\w.])0\.(\d)/g, '$1.$2');
    return rule instanceof CSSSupportsRule ? text.replace(/^(@supports[^{]*?):\s+/, '$1:') : text;
  });
}

describe('minifyCss', () => {
  it('drops comments and the whitespace CSS does not need', () => {
    expect(css1('\n  /* a comment */\n  .a > .b ,\n  .c {\n    color : red ;\n    margin: 0 auto;\n  }\n')).to.equal(
      '.a>.b,.c{color :red;margin:0 auto}',
    );
  });

  it('keeps the spaces that carry meaning', () => {
    expect(css1('.a .b :hover { width: calc(100% - 2rem + 1px); }')).to.equal(
      '.a .b :hover{width:calc(100% - 2rem + 1px)}',
    );
    expect(css1(':host([layout="x"]) .sort > span { color: red }')).to.equal(
      ':host([layout="x"]) .sort>span{color:red}',
    );
    expect(css1('@media screen and (max-width: 480px) { a { b: c } }')).to.equal(
      '@media screen and (max-width:480px){a{b:c}}',
    );
    expect(css1('a { font: var(--x, 1rem system-ui); border: 1px solid rgb(0 0 0 / 0.5) }')).to.equal(
      'a{font:var(--x,1rem system-ui);border:1px solid rgb(0 0 0 / .5)}',
    );
    expect(css1(':is( .a , .b ) { color: red !important; }')).to.equal(':is(.a,.b){color:red!important}');
  });

  it('drops the leading zero of a fraction, and only there', () => {
    expect(css1('a { margin: 0.25rem 0 -0.5em 10.5px; opacity: 0.5; width: calc(0.5 * 100% + 0.1px) }')).to.equal(
      'a{margin:.25rem 0 -0.5em 10.5px;opacity:.5;width:calc(.5 * 100% + .1px)}',
    );
    expect(css1('.x0.5 { a: b0.5 }')).to.equal('.x0.5{a:b0.5}');
  });

  it('copies strings, escapes and unquoted urls unchanged', () => {
    expect(css1("a::before { content: ' { a ;  b } /* no */ '; }")).to.equal(
      "a::before{content:' { a ;  b } /* no */ '}",
    );
    expect(css1('a { content: "it\\"s  ;" }')).to.equal('a{content:"it\\"s  ;"}');
    expect(css1('.a\\:b { background: url( a//b/*c*/.png ) }')).to.equal('.a\\:b{background:url( a//b/*c*/.png )}');
  });

  it('keeps every expression and the spaces that separate it from words', () => {
    expect(
      minifyCss(['\n  @container x (min-width: ', 'rem) {\n    a { b: c; }\n  }\n  ', '\n  .d { e: f }\n']),
    ).to.deep.equal(['@container x (min-width:', 'rem){a{b:c}}', ' .d{e:f}']);
    expect(minifyCss(['a ', ' b { c: ', ' ', '; }'])).to.deep.equal(['a ', ' b{c:', ' ', '}']);
    expect(minifyCss(["a::before { content: '", "'; }"])).to.deep.equal(["a::before{content:'", "'}"]);
  });

  it('changes nothing the browser reads in any of our style sheets', () => {
    const sheets: CSSResult[] = [
      tokens,
      datesStyles,
      filtersStyles,
      guestsStyles,
      pagerStyles,
      resultsStyles,
      searchStyles,
    ];
    let written = 0;
    let minifiedTotal = 0;
    for (const sheet of sheets) {
      const minified = css1(sheet.cssText);
      expect(minified.length).to.be.lessThan(sheet.cssText.length);
      expect(parsed(minified)).to.deep.equal(parsed(sheet.cssText));
      written += sheet.cssText.length;
      minifiedTotal += minified.length;
    }
    // Indentation, line breaks and the spaces around punctuation are a fifth or more of the sheets as written.
    expect(minifiedTotal).to.be.lessThan(written * 0.8);
  });
});

describe('minifyHtml', () => {
  it('removes indentation between tags and collapses other line breaks to one space', () => {
    expect(html1('\n  <ul>\n    <li>a\n      b</li>\n  </ul>\n')).to.equal(' <ul><li>a b</li></ul> ');
  });

  it('keeps whitespace within a line, which separates inline elements', () => {
    expect(html1('<b>a</b> <i>b</i>  <em>c</em>')).to.equal('<b>a</b> <i>b</i>  <em>c</em>');
  });

  it('keeps the contents of pre and textarea as written', () => {
    expect(html1('<div>\n  <pre>a\n   b</pre>\n  <textarea>\n  x\n</textarea>\n</div>')).to.equal(
      '<div><pre>a\n   b</pre><textarea>\n  x\n</textarea></div>',
    );
    expect(minifyHtml(['<pre>\n  ', '\n  </pre>\n  <p>\n'])).to.deep.equal(['<pre>\n  ', '\n  </pre><p> ']);
  });

  it('never joins an expression to its neighbours', () => {
    expect(minifyHtml(['<button\n  class="a"\n  ?disabled=', '\n  @click=', '\n>\n  ', '\n</button>'])).to.deep.equal([
      '<button class="a" ?disabled=',
      ' @click=',
      ' > ',
      ' </button>',
    ]);
    expect(minifyHtml(['', '', ''])).to.deep.equal(['', '', '']);
  });

  it('renders the same text as the source', () => {
    const source = '\n  <p>\n    <span>2 adults</span>\n    ·\n    <span>1 child</span>\n  </p>\n';
    const render = (markup: string) => {
      const host = document.createElement('div');
      host.innerHTML = markup;
      document.body.append(host);
      const text = host.innerText;
      host.remove();
      return text;
    };
    expect(render(html1(source))).to.equal(render(source));
  });
});

describe('templateEdits', () => {
  // The shapes of the two ESTree flavours: oxc spans a template element with its delimiters, acorn without.
  const source = 'const a = css`\n  a { b: c; }\n  ${x}\n`, b = other`\n keep \n`;';
  const element = (raw: string, withDelimiters: boolean, from = 0) => {
    const at = source.indexOf(raw, from);
    return withDelimiters
      ? { start: at - 1, end: at + raw.length + (source.startsWith('${', at + raw.length) ? 2 : 1), value: { raw } }
      : { start: at, end: at + raw.length, value: { raw } };
  };
  const ast = (withDelimiters: boolean) => ({
    type: 'Program',
    body: [
      {
        type: 'TaggedTemplateExpression',
        tag: { type: 'Identifier', name: 'css' },
        quasi: {
          quasis: [
            element('\n  a { b: c; }\n  ', withDelimiters),
            element('\n', withDelimiters, source.indexOf('${x}')),
          ],
        },
      },
      {
        type: 'TaggedTemplateExpression',
        tag: { type: 'Identifier', name: 'other' },
        quasi: { quasis: [element('\n keep \n', withDelimiters)] },
      },
    ],
  });

  it('minifies css, html and svg templates and leaves other tags alone', () => {
    for (const withDelimiters of [true, false]) {
      expect(applyEdits(source, templateEdits(source, ast(withDelimiters)))).to.equal(
        'const a = css`a{b:c}${x}`, b = other`\n keep \n`;',
      );
    }
  });
});
