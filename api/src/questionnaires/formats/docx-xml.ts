// Reading and editing WordprocessingML (word/document.xml) with @xmldom/xmldom, in place: whatever this
// code does not touch stays byte for byte what Word wrote.
import { DOMParser, XMLSerializer, type Document, type Element, type Node } from '@xmldom/xmldom';

export const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const ELEMENT_NODE = 1;

export function parseXml(xml: string): Document {
  return new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(xml, 'text/xml');
}

export function serializeXml(document: Document): string {
  return new XMLSerializer().serializeToString(document);
}

/** Child elements of a WordprocessingML element, optionally only those with this local name. */
export function children(parent: Node, localName?: string): Element[] {
  const result: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === ELEMENT_NODE && node.namespaceURI === W && (!localName || node.localName === localName)) {
      result.push(node as Element);
    }
  }
  return result;
}

export function child(parent: Node, localName: string): Element | undefined {
  return children(parent, localName)[0];
}

/** All elements with this local name, in document order. */
export function descendants(parent: Document | Element, localName: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS(W, localName));
}

/** The w:val of a child element ("w:pStyle w:val=…"), or undefined. */
export function childValue(parent: Node | undefined, localName: string): string | undefined {
  const element = parent ? child(parent, localName) : undefined;
  return element?.getAttributeNS(W, 'val') ?? undefined;
}

/** A toggle property (w:b, w:i…) that is on: present without w:val="0"/"false". */
export function isOn(parent: Node | undefined, localName: string): boolean {
  const element = parent ? child(parent, localName) : undefined;
  if (!element) return false;
  const value = element.getAttributeNS(W, 'val');
  return value === null || value === '' || !['0', 'false', 'off'].includes(value);
}

/**
 * The text of a paragraph or cell as Word shows it: text runs, tabs and breaks as spaces, without
 * deleted text, field codes, or the paragraphs of text boxes anchored in it.
 */
export function textOf(element: Element): string {
  let text = '';
  const visit = (node: Node) => {
    for (let current = node.firstChild; current; current = current.nextSibling) {
      if (current.nodeType !== ELEMENT_NODE || current.namespaceURI !== W) {
        // Drawing/VML wrappers (mc:AlternateContent, v:textbox…) hold text boxes: not the paragraph's text.
        continue;
      }
      switch (current.localName) {
        case 't':
          text += current.textContent ?? '';
          break;
        case 'tab':
        case 'br':
        case 'cr':
          text += ' ';
          break;
        case 'sym':
          text += symbolText(current as Element);
          break;
        case 'noBreakHyphen':
          text += '-';
          break;
        case 'p':
          // Paragraphs of a cell, one after the other.
          if (text && !text.endsWith(' ')) text += ' ';
          visit(current);
          break;
        case 'del':
        case 'txbxContent':
        case 'instrText':
          break;
        case 'sdt':
          // A content control showing its prompt ("Click or tap here to enter text."): empty.
          if (!isShowingPlaceholder(current as Element)) visit(current);
          break;
        default:
          visit(current);
      }
    }
  };
  visit(element);
  return text;
}

export function isShowingPlaceholder(contentControl: Element): boolean {
  const properties = child(contentControl, 'sdtPr');
  return !!properties && !!child(properties, 'showingPlcHdr');
}

const RUN_CONTAINERS = ['hyperlink', 'ins', 'smartTag', 'sdt', 'sdtContent', 'fldSimple', 'customXml'];

/** The runs of a paragraph, including those inside hyperlinks, insertions, fields and content controls. */
export function runsOf(paragraph: Element): Element[] {
  const runs: Element[] = [];
  const visit = (node: Node) => {
    for (const element of children(node)) {
      if (element.localName === 'r') runs.push(element);
      else if (RUN_CONTAINERS.includes(element.localName ?? '')) visit(element);
    }
  };
  visit(paragraph);
  return runs;
}

export function createElement(document: Document, localName: string, attributes: Record<string, string> = {}): Element {
  const element = document.createElementNS(W, `w:${localName}`);
  for (const [name, value] of Object.entries(attributes)) element.setAttributeNS(W, `w:${name}`, value);
  return element;
}

/** A run of text, lines separated by breaks, with a copy of the given run properties. */
export function createRun(document: Document, text: string, runProperties?: Element): Element {
  const run = createElement(document, 'r');
  if (runProperties) run.appendChild(runProperties);
  text.split(/\r?\n/).forEach((line, index) => {
    if (index > 0) run.appendChild(createElement(document, 'br'));
    const t = createElement(document, 't');
    t.setAttribute('xml:space', 'preserve');
    t.appendChild(document.createTextNode(line));
    run.appendChild(t);
  });
  return run;
}

/** A copy of run properties for new text, without revision marks, hidden text or a placeholder's style (and `drop`). */
export function copyRunProperties(source: Element | undefined, drop: readonly string[] = []): Element | undefined {
  if (!source) return undefined;
  const copy = source.cloneNode(true) as Element;
  for (const element of children(copy)) {
    const placeholderStyle = element.localName === 'rStyle' && /placeholder/i.test(element.getAttributeNS(W, 'val') ?? '');
    if (placeholderStyle || ['ins', 'del', 'moveFrom', 'moveTo', 'rPrChange', 'vanish', ...drop].includes(element.localName ?? '')) {
      copy.removeChild(element);
    }
  }
  return copy;
}

/**
 * Boxes Word writes as symbols (w:sym): by their Unicode value (a checkbox control's "2610"), or by
 * their place in the Wingdings fonts; other symbols read as nothing.
 */
const SYMBOL_BOXES: Readonly<Record<string, string>> = {
  '2610': '☐',
  '2611': '☑',
  '2612': '☒',
  'Wingdings:F0A8': '☐',
  'Wingdings:F06F': '☐',
  'Wingdings:F0FE': '☑',
  'Wingdings:F078': '☒',
  'Wingdings 2:F0A3': '☐',
  'Wingdings 2:F052': '☑',
  'Wingdings 2:F053': '☒',
  'Wingdings 2:F054': '☒',
};

export function symbolText(symbol: Element): string {
  const code = (symbol.getAttributeNS(W, 'char') ?? '').toUpperCase();
  const font = symbol.getAttributeNS(W, 'font') ?? '';
  return SYMBOL_BOXES[code] ?? SYMBOL_BOXES[`${font}:${code}`] ?? '';
}
