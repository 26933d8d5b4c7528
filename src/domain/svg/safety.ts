import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cssProblems } from './css.ts';

/**
 * SPEC "Assets": "An SVG cannot contain scripts or load external resources." The file is
 * parsed as XML and refused when it holds anything that runs code or reaches outside itself:
 * script and foreignObject elements, HTML or MathML elements, event-handler attributes,
 * javascript: URLs, links or CSS url()s to anything but a `#fragment` of the same file,
 * @import, stylesheet processing instructions, DOCTYPE and ENTITY declarations.
 * Embedded raster pictures (`data:image/png|jpeg|gif|webp;base64`) on <image>/<feImage>
 * stay allowed: they cannot run anything and design tools export them.
 * Delivery adds a sandboxing Content-Security-Policy as a second layer (docs/assets.md).
 */
export const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

const BLOCKED_ELEMENTS = new Set([
  'script', 'foreignobject', 'handler', 'listener', 'iframe', 'frame', 'frameset', 'embed', 'object',
  'applet', 'link', 'meta', 'base', 'audio', 'video', 'source', 'track', 'form', 'input', 'button',
  'textarea', 'portal', 'template',
]);
const ANIMATION_ELEMENTS = new Set(['set', 'animate', 'animatetransform', 'animatemotion', 'animatecolor']);
/** Attributes whose value is fetched or followed: they may only name a `#fragment`. */
const REFERENCE_ATTRIBUTES = new Set(['href', 'src', 'srcdoc', 'action', 'formaction', 'data', 'poster', 'background', 'codebase', 'ping']);
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  allowBooleanAttributes: false,
  processEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  cdataPropName: '#cdata',
  commentPropName: '#comment',
  maxNestedTags: 256,
});

/** Character and the five predefined entity references, as an XML parser resolves them. */
export function decodeXmlEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (_, ref: string) => {
    const r = ref.toLowerCase();
    if (r.startsWith('#x')) return safeChar(parseInt(r.slice(2), 16));
    if (r.startsWith('#')) return safeChar(parseInt(r.slice(1), 10));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[r];
  });
}

function safeChar(cp: number): string {
  return Number.isFinite(cp) && cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\ufffd';
}

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);
const prefixOf = (qname: string) => (qname.includes(':') ? qname.slice(0, qname.indexOf(':')) : '');

function textOf(children: XmlNode[]): string {
  let out = '';
  for (const c of children) {
    if (typeof c['#text'] === 'string') out += c['#text'];
    else if (Array.isArray(c['#cdata'])) out += textOf(c['#cdata'] as XmlNode[]);
  }
  return out;
}

function tagOf(node: XmlNode): string | null {
  for (const k of Object.keys(node)) if (k !== ':@') return k;
  return null;
}

interface Walk {
  problems: Set<string>;
  root: { name: string; ns: string | undefined; attrs: Record<string, string> } | null;
}

function checkAttributes(tag: string, attrs: Record<string, string>, w: Walk): void {
  const el = localName(tag).toLowerCase();
  for (const [qname, raw] of Object.entries(attrs)) {
    const name = localName(qname).toLowerCase();
    const value = decodeXmlEntities(raw);
    const compact = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase(); // eslint-disable-line no-control-regex
    if (name.startsWith('on')) w.problems.add(`an event-handler attribute (${qname} on <${tag}>)`);
    if (qname.toLowerCase() === 'xml:base') w.problems.add('an xml:base attribute (it changes where links point)');
    if (REFERENCE_ATTRIBUTES.has(name)) {
      const v = value.trim();
      const embeddedPicture = (el === 'image' || el === 'feimage') && RASTER_DATA_URL.test(v);
      if (!v.startsWith('#') && !embeddedPicture) {
        w.problems.add(`a reference outside the file (${qname}="${v.slice(0, 60)}" on <${tag}>); only same-document references like href="#shape" are allowed`);
      }
    }
    if (/(java|vb|live)script:/.test(compact)) w.problems.add(`a javascript: URL (in ${qname} on <${tag}>)`);
    for (const p of cssProblems(value)) w.problems.add(`${p} (in ${qname} on <${tag}>)`);
  }
  if (ANIMATION_ELEMENTS.has(el)) {
    const target = localName(decodeXmlEntities(attrs.attributeName ?? '')).trim().toLowerCase();
    if (target === 'href' || target.startsWith('on') || REFERENCE_ATTRIBUTES.has(target)) {
      w.problems.add(`an animation that rewrites ${target} (<${tag} attributeName="${target}">)`);
    }
  }
}

function walk(nodes: XmlNode[], scope: Map<string, string>, w: Walk, depth: number): void {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (!tag || tag === '#text' || tag === '#comment' || tag === '#cdata') continue;
    if (tag.startsWith('?')) {
      if (tag !== '?xml') w.problems.add(`a processing instruction (<${tag} …?>); stylesheets must not be loaded from outside`);
      continue;
    }
    const attrs = node[':@'] ?? {};
    const own = new Map(scope);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'xmlns') own.set('', decodeXmlEntities(v).trim());
      else if (k.startsWith('xmlns:')) own.set(k.slice(6), decodeXmlEntities(v).trim());
    }
    const ns = own.get(prefixOf(tag));
    if (depth === 0 && !w.root) w.root = { name: localName(tag), ns, attrs };
    const el = localName(tag).toLowerCase();
    if (BLOCKED_ELEMENTS.has(el)) w.problems.add(`a <${tag}> element${el === 'script' ? ' (scripts are not allowed)' : ''}`);
    if (ns === XHTML_NS || ns === MATHML_NS) w.problems.add(`an HTML or MathML element (<${tag}>) inside the SVG`);
    checkAttributes(tag, attrs, w);
    const children = (node[tag] as XmlNode[]) ?? [];
    if (el === 'style') for (const p of cssProblems(textOf(children))) w.problems.add(`${p} (in a <style> element)`);
    walk(children, own, w, depth + 1);
  }
}

/** Cheap checks on the raw text, so no parser difference can hide what a browser would run. */
function rawProblems(text: string): string[] {
  const out: string[] = [];
  const decl = /<!(DOCTYPE|ENTITY|ATTLIST|ELEMENT|NOTATION)/i.exec(text);
  if (decl) out.push(`a <!${decl[1].toUpperCase()} …> declaration; delete the DOCTYPE line (SVGs do not need one), entities can load other files`);
  if (/<([\w.-]+:)?script[\s/>]/i.test(text)) out.push('a <script> element (scripts are not allowed)');
  if (/<([\w.-]+:)?foreignObject[\s/>]/i.test(text)) out.push('a <foreignObject> element');
  return out;
}

export interface SvgDocument {
  problems: string[];
  /** Root <svg> attributes (raw) when the document parsed. */
  rootAttributes: Record<string, string> | null;
}

/** Parses an SVG text and lists everything found that makes it unsafe or not an SVG (empty when fine). */
export function checkSvg(text: string): SvgDocument {
  const early = rawProblems(text);
  if (early.length) return { problems: early, rootAttributes: null };
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) {
    return { problems: [`XML that is not well-formed (line ${valid.err.line}: ${valid.err.msg})`], rootAttributes: null };
  }
  const w: Walk = { problems: new Set(), root: null };
  try {
    walk(parser.parse(text) as XmlNode[], new Map(), w, 0);
  } catch (err) {
    return { problems: [`XML that cannot be read (${(err as Error).message})`], rootAttributes: null };
  }
  if (!w.root || w.root.name.toLowerCase() !== 'svg') return { problems: ['no <svg> root element'], rootAttributes: null };
  if (w.root.ns !== SVG_NS) w.problems.add(`no SVG namespace on the root element (add xmlns="${SVG_NS}")`);
  return { problems: [...w.problems], rootAttributes: w.root.attrs };
}

/** Decodes SVG bytes as UTF-8 text; null when they are not UTF-8 (UTF-16 files included). */
export function svgText(bytes: Uint8Array): string | null {
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The name of the first element of an XML text (after the declaration, comments, processing
 * instructions and a DOCTYPE), or null: tells an SVG from other markup such as HTML.
 */
export function rootElementName(text: string): string | null {
  let s = text.replace(/^\ufeff/, '');
  for (let guard = 0; guard < 1000; guard++) {
    s = s.trimStart();
    let end: number;
    if (s.startsWith('<?')) end = s.indexOf('?>') + 2;
    else if (s.startsWith('<!--')) end = s.indexOf('-->') + 3;
    else if (/^<!doctype/i.test(s)) {
      const bracket = s.indexOf('[');
      const close = s.indexOf('>');
      end = bracket !== -1 && bracket < close ? s.indexOf(']>', bracket) + 2 : close + 1;
    } else {
      const m = /^<([A-Za-z_][\w.:-]*)/.exec(s);
      return m ? m[1] : null;
    }
    if (end < 2) return null;
    s = s.slice(end);
  }
  return null;
}

/** Whether the start of a file could be an SVG (text starting with markup); decided fully by checkSvg. */
export function mayBeSvg(head: Uint8Array): boolean {
  let i = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (i < head.length && (head[i] === 0x20 || head[i] === 0x09 || head[i] === 0x0a || head[i] === 0x0d)) i++;
  return head[i] === 0x3c; // '<'
}
