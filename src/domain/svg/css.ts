/**
 * CSS found in an SVG (`<style>` text, `style` attributes, presentation attributes like
 * `fill="url(#g)"`) may only point inside the same document. Escapes and comments are undone
 * first, so `u\72l(` or `@im/**\/port` cannot slip past.
 */
function normalizeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_, hex: string) => {
      const cp = parseInt(hex, 16);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\ufffd';
    })
    .replace(/\\([\s\S])/g, '$1')
    .toLowerCase();
}

/** The targets of every `url(…)` in normalised CSS; an unterminated one yields its raw rest. */
function urlTargets(css: string): string[] {
  const out: string[] = [];
  let at = css.indexOf('url(');
  while (at !== -1) {
    let i = at + 4;
    while (/\s/.test(css[i] ?? '')) i++;
    const quote = css[i] === '"' || css[i] === "'" ? css[i] : null;
    const start = quote ? i + 1 : i;
    const end = css.indexOf(quote ?? ')', start);
    out.push((end === -1 ? css.slice(start) : css.slice(start, end)).trim());
    at = css.indexOf('url(', at + 4);
  }
  return out;
}

const CSS_RULES: Array<[RegExp, string]> = [
  [/@import/, 'a CSS @import (it loads another file)'],
  [/(^|[^a-z0-9_-])(-webkit-)?image-set\(/, 'CSS image-set() (it loads other files)'],
  [/(^|[^a-z0-9_-])(image|cross-fade|element)\(/, 'a CSS image()/cross-fade()/element() function (it loads other resources)'],
  [/expression\(/, 'a CSS expression() (it runs script in old browsers)'],
  [/-moz-binding|(^|[^a-z0-9_-])behavior\s*:/, 'a CSS binding or behavior (it runs script in old browsers)'],
  [/(java|vb|live)script:/, 'a javascript: URL'],
];

/** Problems of one piece of CSS (empty when it is safe). */
export function cssProblems(css: string): string[] {
  if (!/[\\/@(:]/.test(css)) return [];
  const n = normalizeCss(css);
  const problems: string[] = [];
  for (const target of urlTargets(n)) {
    if (!target.startsWith('#')) problems.push(`a CSS url() pointing outside the file ("${target.slice(0, 60)}"); only same-document references like url(#gradient) are allowed`);
  }
  for (const [re, what] of CSS_RULES) if (re.test(n)) problems.push(what);
  return problems;
}
