// What Word's styles (word/styles.xml) and list definitions (word/numbering.xml) say about a paragraph:
// is it a heading or the title, and which number does Word show in front of it.
import type { Element } from '@xmldom/xmldom';
import { child, childValue, children, descendants, parseXml, W } from './docx-xml.ts';

interface StyleDefinition {
  name: string;
  basedOn: string | undefined;
  outlineLevel: number | undefined;
  numbering: ListReference | undefined;
}

export interface ListReference {
  numId: string;
  level: number;
}

export class DocxStyles {
  private readonly styles = new Map<string, StyleDefinition>();

  constructor(stylesXml: string | undefined) {
    if (!stylesXml) return;
    for (const style of descendants(parseXml(stylesXml), 'style')) {
      if (style.getAttributeNS(W, 'type') !== 'paragraph') continue;
      const id = style.getAttributeNS(W, 'styleId');
      if (!id) continue;
      const paragraphProperties = child(style, 'pPr');
      const outlineLevel = childValue(paragraphProperties, 'outlineLvl');
      this.styles.set(id, {
        name: childValue(style, 'name') ?? id,
        basedOn: childValue(style, 'basedOn'),
        outlineLevel: outlineLevel === undefined ? undefined : Number(outlineLevel),
        numbering: listReference(paragraphProperties),
      });
    }
  }

  /** 1 for "heading 1"…; null when the style is no heading (an outline level of 9 is body text). */
  headingLevel(styleId: string | undefined): number | null {
    for (const style of this.chain(styleId)) {
      const level = /^heading\s*(\d)$/i.exec(style.name)?.[1];
      if (level) return Number(level);
      if (style.outlineLevel !== undefined && style.outlineLevel < 9) return style.outlineLevel + 1;
    }
    // A document without styles.xml: Word's built-in style ids.
    const level = styleId ? /^heading\s*(\d)$/i.exec(styleId)?.[1] : undefined;
    return level ? Number(level) : null;
  }

  isTitle(styleId: string | undefined): boolean {
    if (styleId && /^(title|subtitle)$/i.test(styleId)) return true;
    return this.chain(styleId).some((style) => /^(title|subtitle)$/i.test(style.name));
  }

  /** The list a style puts its paragraphs in ("List Number"), if any. */
  numbering(styleId: string | undefined): ListReference | undefined {
    return this.chain(styleId).find((style) => style.numbering)?.numbering;
  }

  private chain(styleId: string | undefined): StyleDefinition[] {
    const chain: StyleDefinition[] = [];
    for (let id = styleId; id && chain.length < 10;) {
      const style = this.styles.get(id);
      if (!style) break;
      chain.push(style);
      id = style.basedOn;
    }
    return chain;
  }
}

export function listReference(paragraphProperties: Element | undefined): ListReference | undefined {
  const numbering = paragraphProperties ? child(paragraphProperties, 'numPr') : undefined;
  const numId = childValue(numbering, 'numId');
  if (!numbering || !numId || numId === '0') return undefined;
  return { numId, level: Number(childValue(numbering, 'ilvl') ?? 0) };
}

interface LevelDefinition {
  start: number;
  format: string;
  text: string;
}

/** Word's list numbering, counted paragraph by paragraph in document order. */
export class DocxNumbering {
  private readonly abstractLevels = new Map<string, LevelDefinition[]>();
  private readonly lists = new Map<string, { abstractId: string; startOverrides: Map<number, number> }>();
  private readonly counters = new Map<string, (number | undefined)[]>();

  constructor(numberingXml: string | undefined) {
    if (!numberingXml) return;
    const document = parseXml(numberingXml);
    for (const abstract of descendants(document, 'abstractNum')) {
      const levels: LevelDefinition[] = [];
      for (const level of children(abstract, 'lvl')) {
        levels[Number(level.getAttributeNS(W, 'ilvl') ?? 0)] = {
          start: Number(childValue(level, 'start') ?? 1),
          format: childValue(level, 'numFmt') ?? 'decimal',
          text: childValue(level, 'lvlText') ?? '',
        };
      }
      this.abstractLevels.set(abstract.getAttributeNS(W, 'abstractNumId') ?? '', levels);
    }
    for (const list of descendants(document, 'num')) {
      const startOverrides = new Map<number, number>();
      for (const override of children(list, 'lvlOverride')) {
        const start = childValue(override, 'startOverride');
        if (start !== undefined) startOverrides.set(Number(override.getAttributeNS(W, 'ilvl') ?? 0), Number(start));
      }
      this.lists.set(list.getAttributeNS(W, 'numId') ?? '', { abstractId: childValue(list, 'abstractNumId') ?? '', startOverrides });
    }
  }

  /**
   * Counts the next item of a list and answers the number Word shows for it ("1.2", "b"), or null for
   * bullets and unnumbered levels.
   */
  next({ numId, level }: ListReference): string | null {
    const list = this.lists.get(numId);
    const levels = list ? this.abstractLevels.get(list.abstractId) : undefined;
    const definition = levels?.[level];
    if (!list || !levels || !definition) return null;
    const start = (index: number) => list.startOverrides.get(index) ?? levels[index]?.start ?? 1;
    const counters = this.counters.get(numId) ?? [];
    this.counters.set(numId, counters);
    counters[level] = counters[level] === undefined ? start(level) : counters[level] + 1;
    counters.length = level + 1;
    if (definition.format === 'bullet' || definition.format === 'none' || !definition.text) return null;
    const label = definition.text.replace(/%(\d)/g, (_, digit: string) => {
      const index = Number(digit) - 1;
      return formatNumber(counters[index] ?? start(index), levels[index]?.format ?? 'decimal');
    });
    return label.replace(/^[\s(]+|[\s.):]+$/g, '') || null;
  }
}

function formatNumber(value: number, format: string): string {
  switch (format) {
    case 'lowerLetter':
      return letters(value).toLowerCase();
    case 'upperLetter':
      return letters(value);
    case 'lowerRoman':
      return roman(value).toLowerCase();
    case 'upperRoman':
      return roman(value);
    case 'decimalZero':
      return String(value).padStart(2, '0');
    default:
      return String(value);
  }
}

// Word's letters repeat: a…z, aa…zz.
function letters(value: number): string {
  const letter = String.fromCharCode(65 + ((value - 1) % 26));
  return letter.repeat(Math.floor((value - 1) / 26) + 1);
}

function roman(value: number): string {
  const numerals: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = value;
  let text = '';
  for (const [amount, numeral] of numerals) {
    for (; rest >= amount; rest -= amount) text += numeral;
  }
  return text;
}
