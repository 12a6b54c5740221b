// A workbook's drop-downs (data validations), read and kept here rather than by ExcelJS, which expands
// each range cell by cell (a whole column, "D1:D1048576", costs seconds and hundreds of MB), reads
// "D:D" as A1, and ignores the validations Excel keeps in a sheet's extension list (since Excel 2010,
// a list drawn from another sheet): on export those would be lost. Before ExcelJS opens the package
// each sheet's validations are taken out as Excel wrote them; after ExcelJS writes it they are put
// back, byte for byte (the answers never change a drop-down).
import type JSZip from 'jszip';
import { DOMParser } from '@xmldom/xmldom';

/** The extension list entry of Excel 2010's data validations. */
const VALIDATIONS_EXTENSION = '{CCE6A557-97BC-4b89-ADB9-8D8A8E7D0D3E}';
const MAIN_BLOCK = /<((?:\w+:)?)dataValidations\b[^>]*?(?:\/>|>[\s\S]*?<\/\1dataValidations>)/;
const EXTENSION_BLOCK = new RegExp(`<((?:\\w+:)?)ext\\b[^>]*uri="${VALIDATIONS_EXTENSION.replace(/[{}]/g, '\\$&')}"[^>]*>[\\s\\S]*?<\\/\\1ext>`);
/** The worksheet elements that come after dataValidations (ECMA-376 CT_Worksheet), the first of which it precedes. */
const AFTER_VALIDATIONS =
  /<(?:hyperlinks|printOptions|pageMargins|pageSetup|headerFooter|rowBreaks|colBreaks|customProperties|cellWatches|ignoredErrors|smartTags|drawing|legacyDrawing|legacyDrawingHF|picture|oleObjects|controls|webPublishItems|tableParts|extLst)\b/;

/** 1-based, inclusive; a whole column reaches the last row of the sheet. */
export interface ValidationRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** A list validation: the formula of its values ("\"Yes,No\"", "Lists!$A$1:$A$3", a name) and the cells it covers. */
export interface ListValidation {
  formula: string;
  ranges: ValidationRange[];
}

/** One sheet's validations as Excel wrote them, with namespace declarations to stand anywhere. */
export interface SheetValidations {
  lists: ListValidation[];
  main: string | null;
  extension: string | null;
}

/** The validations of every sheet, by sheet name, taken out of the package (which ExcelJS then opens). */
export async function takeValidations(zip: JSZip): Promise<Map<string, SheetValidations>> {
  const bySheet = new Map<string, SheetValidations>();
  for (const [name, path] of await worksheetPaths(zip)) {
    const xml = await zip.file(path)?.async('string');
    if (!xml) continue;
    const extension = EXTENSION_BLOCK.exec(xml)?.[0] ?? null;
    // The extension's own x14:dataValidations are no main block.
    const rest = xml.replace(EXTENSION_BLOCK, '');
    const main = MAIN_BLOCK.exec(rest)?.[0] ?? null;
    if (!main && !extension) continue;
    const root = rootDeclarations(xml);
    const standalone = (fragment: string | null) => (fragment ? withDeclarations(fragment, root) : null);
    const validations = { main: standalone(main), extension: standalone(extension) };
    bySheet.set(name, { ...validations, lists: listValidations([validations.main, validations.extension]) });
    zip.file(path, rest.replace(MAIN_BLOCK, '').replace(/<((?:\w+:)?)extLst>\s*<\/\1extLst>/, ''));
  }
  return bySheet;
}

/** Puts each sheet's validations back into the package ExcelJS wrote. */
export async function restoreValidations(zip: JSZip, bySheet: ReadonlyMap<string, SheetValidations>): Promise<void> {
  if (bySheet.size === 0) return;
  for (const [name, path] of await worksheetPaths(zip)) {
    const validations = bySheet.get(name);
    let xml = validations && (await zip.file(path)?.async('string'));
    if (!validations || !xml) continue;
    if (validations.main) {
      const at = AFTER_VALIDATIONS.exec(xml)?.index ?? xml.lastIndexOf('</worksheet>');
      xml = xml.slice(0, at) + validations.main + xml.slice(at);
    }
    if (validations.extension) {
      xml = xml.includes('</extLst>')
        ? xml.replace('</extLst>', `${validations.extension}</extLst>`)
        : xml.replace(/<\/worksheet>\s*$/, `<extLst>${validations.extension}</extLst></worksheet>`);
    }
    zip.file(path, xml);
  }
}

/** The sheets' part paths by sheet name (xl/workbook.xml and its relationships). */
async function worksheetPaths(zip: JSZip): Promise<Map<string, string>> {
  const workbook = await zip.file('xl/workbook.xml')?.async('string');
  const relationships = await zip.file('xl/_rels/workbook.xml.rels')?.async('string');
  const paths = new Map<string, string>();
  if (!workbook || !relationships) return paths;
  const targets = new Map<string, string>();
  for (const [element] of relationships.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = attribute(element, 'Id');
    const target = attribute(element, 'Target');
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  for (const [element] of workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const name = attribute(element, 'name');
    const target = targets.get(attribute(element, 'r:id') ?? /\b\w+:id="([^"]*)"/.exec(element)?.[1] ?? '');
    if (name !== null && target) paths.set(unescapeXml(name), target);
  }
  return paths;
}

/** The root element's namespace declarations, and the prefixes it marks ignorable (revision ids, which need not be kept). */
function rootDeclarations(xml: string): { namespaces: Map<string, string>; ignorable: Set<string> } {
  const root = /<(?:\w+:)?worksheet\b[^>]*>/.exec(xml)?.[0] ?? '';
  const namespaces = new Map([...root.matchAll(/\sxmlns(?::(\w+))?="([^"]*)"/g)].map(([, prefix = '', uri = '']) => [prefix, uri]));
  return { namespaces, ignorable: new Set((attribute(root, 'mc:Ignorable') ?? '').split(/\s+/).filter(Boolean)) };
}

/**
 * The fragment with the declarations of the prefixes it uses and the root declared (so that it stands
 * in another root), without the attributes of ignorable namespaces.
 */
function withDeclarations(fragment: string, root: { namespaces: Map<string, string>; ignorable: Set<string> }): string {
  let text = fragment;
  for (const prefix of root.ignorable) text = text.replace(new RegExp(`\\s${prefix}:[\\w-]+="[^"]*"`, 'g'), '');
  const declared = new Set([...text.matchAll(/\sxmlns(?::(\w+))?="/g)].map(([, prefix = '']) => prefix));
  const used = new Set([...text.matchAll(/<\/?(?:(\w+):)?[\w-]+|\s(\w+):[\w-]+="/g)].map(([, element, attributePrefix]) => element ?? attributePrefix ?? ''));
  const missing = [...used].filter((prefix) => prefix !== 'xmlns' && !declared.has(prefix) && root.namespaces.has(prefix));
  const declarations = missing.map((prefix) => ` xmlns${prefix ? `:${prefix}` : ''}="${root.namespaces.get(prefix)}"`).join('');
  return text.replace(/^<[\w:-]+/, (start) => start + declarations);
}

/** The list validations of the fragments (the sheet's own, then its extension's). */
function listValidations(fragments: (string | null)[]): ListValidation[] {
  const lists: ListValidation[] = [];
  for (const fragment of fragments) {
    if (!fragment) continue;
    const document = new DOMParser({ onError: () => undefined }).parseFromString(fragment, 'text/xml');
    for (const validation of Array.from(document.getElementsByTagNameNS('*', 'dataValidation'))) {
      if (validation.getAttribute('type') !== 'list') continue;
      const formula = validation.getElementsByTagNameNS('*', 'formula1')[0];
      const text = (formula?.getElementsByTagNameNS('*', 'f')[0] ?? formula)?.textContent?.trim();
      const sqref = validation.getAttribute('sqref') || validation.getElementsByTagNameNS('*', 'sqref')[0]?.textContent || '';
      const ranges = sqref.split(/\s+/).flatMap((reference) => parseRange(reference) ?? []);
      if (text && ranges.length > 0) lists.push({ formula: text, ranges });
    }
  }
  return lists;
}

const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;

/** "D5", "D5:F9", "D:D", "5:5" as a range; null when it is none of these. */
function parseRange(reference: string): ValidationRange | null {
  const [from = '', to = from] = reference.replace(/\$/g, '').split(':');
  const start = /^([A-Z]*)(\d*)$/i.exec(from);
  const end = /^([A-Z]*)(\d*)$/i.exec(to);
  if (!start || !end || !(start[1] || start[2])) return null;
  return {
    top: Number(start[2]) || 1,
    left: columnNumber(start[1] ?? '') || 1,
    bottom: Number(end[2]) || MAX_ROW,
    right: columnNumber(end[1] ?? '') || MAX_COLUMN,
  };
}

function columnNumber(letters: string): number {
  return [...letters.toUpperCase()].reduce((total, letter) => total * 26 + letter.charCodeAt(0) - 64, 0);
}

function attribute(element: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(element);
  return match ? (match[1] ?? '') : null;
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, entity: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[entity] ?? '');
}
