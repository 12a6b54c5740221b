// Word drop-downs (content controls with a w:dropDownList or w:comboBox): their items are the values a
// cell may take, as a list validation is in Excel. An answer selects an item, showing its display text
// exactly as the list spells it, never a word the list does not have.
import type { Document, Element } from '@xmldom/xmldom';
import { child, children, copyRunProperties, createElement, createRun, descendants, runsOf, W } from './docx-xml.ts';

interface ListItem {
  displayText: string;
  value: string;
}

/** The drop-down content control in a table cell, with its list; undefined when it has none. */
function dropDownIn(cell: Element): { control: Element; list: Element } | undefined {
  for (const control of descendants(cell, 'sdt')) {
    const properties = child(control, 'sdtPr');
    const list = properties && (child(properties, 'dropDownList') ?? child(properties, 'comboBox'));
    if (list) return { control, list };
  }
  return undefined;
}

/** The list's items, without Word's prompt item ("Choose an item.", of an empty value). */
function listItems(list: Element): ListItem[] {
  return children(list, 'listItem').flatMap((item) => {
    const value = item.getAttributeNS(W, 'value') ?? '';
    if (!value && item.hasAttributeNS(W, 'value')) return [];
    return [{ value, displayText: item.getAttributeNS(W, 'displayText') || value }];
  });
}

/** What a cell's drop-down offers, as people read it; null when the cell has none. */
export function dropDownValues(cell: Element): string[] | null {
  const dropDown = dropDownIn(cell);
  const values = dropDown
    ? listItems(dropDown.list)
        .map((item) => item.displayText.trim())
        .filter(Boolean)
    : [];
  return values.length > 0 ? values : null;
}

/**
 * Selects the item whose display text is `text` in the cell's drop-down: its text shown in the
 * control's own font (without the prompt's style), the list's last value set as Word does. A text the
 * list does not have leaves the control as it is. False when the cell has no drop-down.
 */
export function selectDropDownItem(document: Document, cell: Element, text: string): boolean {
  const dropDown = dropDownIn(cell);
  if (!dropDown) return false;
  const item = listItems(dropDown.list).find((candidate) => candidate.displayText.trim() === text);
  if (!item) return true;
  const { control, list } = dropDown;
  const properties = child(control, 'sdtPr') as Element;
  list.setAttributeNS(W, 'w:lastValue', item.value);
  const prompt = child(properties, 'showingPlcHdr');
  if (prompt) properties.removeChild(prompt);
  let content = child(control, 'sdtContent');
  if (!content) content = control.appendChild(createElement(document, 'sdtContent')) as Element;
  // A control around a paragraph (block level) or around runs (inside a paragraph).
  const container = child(content, 'p') ?? content;
  const runs = runsOf(container);
  const firstRun = runs[0];
  const runProperties = copyRunProperties(firstRun ? child(firstRun, 'rPr') : child(properties, 'rPr'));
  for (const run of runs) run.parentNode?.removeChild(run);
  container.appendChild(createRun(document, item.displayText, runProperties));
  return true;
}
