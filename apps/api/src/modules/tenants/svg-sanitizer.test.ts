import { describe, expect, it } from 'vitest';
import { NotAnSvgError, sanitizeSvg } from './svg-sanitizer.ts';

const svg = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
  `width="120" height="40"${attrs}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps shapes, gradients, text and styles that stay inside the document', () => {
    const out = sanitizeSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
          '<style>.a { fill: url(#g) }</style><rect class="a" width="10" height="10"/>' +
          '<text x="1" y="2">Acme &amp; Co</text><use href="#g"/>',
      ),
    );
    expect(out).toContain('<linearGradient id="g"><stop offset="0" stop-color="#f00"></stop>');
    expect(out).toContain('<style>.a { fill: url(#g) }</style>');
    expect(out).toContain('<rect class="a" width="10" height="10"></rect>');
    expect(out).toContain('<text x="1" y="2">Acme &amp; Co</text>');
    expect(out).toContain('<use href="#g"></use>');
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40">')).toBe(
      true,
    );
  });

  it('drops scripts, event handlers, foreignObject and every outside reference', () => {
    const out = sanitizeSvg(
      svg(
        '<script>alert(1)</script><script xlink:href="https://evil.test/x.js"/>' +
          '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x"/></body></foreignObject>' +
          '<image href="https://evil.test/a.png"/><use xlink:href="https://evil.test/s.svg#a"/>' +
          '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>' +
          '<rect width="5" height="5" onclick="alert(1)" fill="url(https://evil.test/p)" ' +
          'style="background:url(https://evil.test/b)"/>' +
          '<style>@import url(https://evil.test/c.css);</style>' +
          '<animate attributeName="href" to="javascript:alert(1)"/>',
        ' onload="alert(1)"',
      ),
    );
    for (const gone of [
      'script',
      'alert',
      'evil.test',
      'foreignObject',
      'xhtml',
      'image',
      'onclick',
      'onload',
      'animate',
      '@import',
      'javascript',
    ]) {
      expect(out, gone).not.toContain(gone);
    }
    expect(out).toContain('<rect width="5" height="5"></rect>');
    expect(out).toContain('<use></use>');
  });

  it('refuses what is not well-formed SVG: another root, broken XML, entity declarations', () => {
    expect(() => sanitizeSvg('<html><body/></html>')).toThrow(NotAnSvgError);
    expect(() => sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toThrow(
      NotAnSvgError,
    );
    expect(() => sanitizeSvg('<svg><rect/></svg>')).toThrow(NotAnSvgError);
    expect(() =>
      sanitizeSvg(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
          '<svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
      ),
    ).toThrow(NotAnSvgError);
  });
});
