import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';

// A company logo may be an SVG, and SVG can carry scripts, event handlers, HTML
// (foreignObject) and references that make the viewer fetch other addresses. The logo is
// parsed as strict XML (saxes: no DTD processing, so no entity expansion) and written out
// again with only the elements and attributes below: anything not listed is dropped with its
// content, and no reference may leave the document (`url(#id)` and `href="#id"` only).

const svgNs = 'http://www.w3.org/2000/svg';
const xlinkNs = 'http://www.w3.org/1999/xlink';
const xmlNs = 'http://www.w3.org/XML/1998/namespace';

const elements = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feOffset',
]);

const attributes = new Set([
  'id',
  'class',
  'style',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'transform',
  'viewBox',
  'preserveAspectRatio',
  'version',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'filterUnits',
  'primitiveUnits',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'rotate',
  'textLength',
  'lengthAdjust',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'stdDeviation',
  'flood-color',
  'flood-opacity',
  'href',
]);

// Elements whose text is kept (the rest hold only elements and layout whitespace).
const textElements = new Set(['title', 'desc', 'text', 'tspan', 'style']);

/** A reference that stays inside the document, or none at all. */
function isLocalReferenceOnly(value: string): boolean {
  const lower = value.toLowerCase();
  if (/javascript:|vbscript:|data:|expression\s*\(|@import|behavior\s*:|-moz-binding/.test(lower)) {
    return false;
  }
  // Escapes could spell any of the above in CSS.
  if (value.includes('\\')) return false;
  const urls = [...lower.matchAll(/url\s*\(/g)].length;
  const readable = [...lower.matchAll(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/g)];
  return readable.length === urls && readable.every((m) => (m[2] ?? '').trim().startsWith('#'));
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

function keptAttribute(attribute: SaxesAttributeNS): string | null {
  const { uri, local, value } = attribute;
  if (uri === xmlNs && local === 'space') return `xml:space="${escapeAttribute(value)}"`;
  if (uri === xlinkNs && local === 'href') {
    return value.startsWith('#') ? `href="${escapeAttribute(value)}"` : null;
  }
  if (uri !== '' || !attributes.has(local)) return null;
  if (local === 'href' && !value.startsWith('#')) return null;
  if (!isLocalReferenceOnly(value)) return null;
  return `${local}="${escapeAttribute(value)}"`;
}

export class NotAnSvgError extends Error {}

/**
 * The SVG with only its allowed parts, or NotAnSvgError when the text is not well-formed XML
 * whose root is an SVG element.
 */
export function sanitizeSvg(source: string): string {
  const parser = new SaxesParser({ xmlns: true });
  const out: string[] = [];
  // How deep inside a dropped element the parser is (0: not inside one).
  let dropping = 0;
  const open: string[] = [];
  let sawRoot = false;

  parser.on('opentag', (tag: SaxesTagNS) => {
    if (!sawRoot) {
      sawRoot = true;
      if (tag.uri !== svgNs || tag.local !== 'svg') throw new NotAnSvgError('root is not svg');
    }
    if (dropping > 0 || tag.uri !== svgNs || !elements.has(tag.local)) {
      dropping += 1;
      return;
    }
    const kept = Object.values(tag.attributes)
      .map((a) => keptAttribute(a))
      .filter((a): a is string => a !== null);
    if (open.length === 0) kept.unshift(`xmlns="${svgNs}"`);
    out.push(`<${tag.local}${kept.length > 0 ? ' ' : ''}${kept.join(' ')}>`);
    open.push(tag.local);
  });

  parser.on('closetag', () => {
    if (dropping > 0) {
      dropping -= 1;
      return;
    }
    out.push(`</${open.pop()}>`);
  });

  const onText = (text: string) => {
    if (dropping > 0 || open.length === 0) return;
    const current = open[open.length - 1]!;
    if (textElements.has(current)) {
      if (current === 'style' && !isLocalReferenceOnly(text)) return;
      out.push(escapeText(text));
    } else if (text.trim() === '') {
      out.push(text);
    }
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    parser.write(source).close();
  } catch (error) {
    if (error instanceof NotAnSvgError) throw error;
    throw new NotAnSvgError(error instanceof Error ? error.message : 'unreadable');
  }
  if (!sawRoot) throw new NotAnSvgError('no root element');
  return out.join('');
}

/** Whether the bytes could be an SVG document: UTF-8 text whose first markup is `<`. */
export function looksLikeXml(content: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  return trimmed.startsWith('<') ? trimmed : null;
}
