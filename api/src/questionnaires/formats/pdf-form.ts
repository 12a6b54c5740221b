// Fillable PDF questionnaires (AcroForm): which text field and which Yes / No / N/A boxes (or drop-down)
// belong to which question, found by where they sit on the page, and the approved answers filled into them.
// The filled file is the original bytes with an incremental update appended: nothing else changes.
import {
  EncryptedPDFError,
  PDFCheckBox,
  PDFDocument,
  PDFDropdown,
  PDFHexString,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFTextField,
  type PDFFont,
} from '@cantoo/pdf-lib';
import type { Verdict } from '@app/shared/contract';
import { linesInReadingOrder, type PdfFormPage, type PdfWidget, type PlacedText } from '../../files/pdf-text.ts';
import type { AnswerToWrite, ExtractedQuestion, QuestionLocation } from './index.ts';
import { drawable, FormFonts } from './pdf-form-fonts.ts';
import { locationNotFound, QuestionnaireFileError } from './questionnaire-file-error.ts';
import { ANSWER_LABEL, answerColumnRole } from './question-text.ts';
import { answerTexts, isVerdictList, verdictOfText } from './verdict-columns.ts';

type PdfLocation = Extract<QuestionLocation, { kind: 'pdf' }>;

/** How far (in text heights) a label may sit from its box or field. */
const LABEL_GAP = 2.5;
/** How far (in text heights, at least MIN_FIELD_GAP points) below a question its field may start. */
const FIELD_GAP = 4;
const MIN_FIELD_GAP = 48;

/** A page's text as lines without the labels of its fields, and the verdict each of its boxes stands for. */
export interface FormPage {
  lines: PlacedText[];
  widgets: PdfWidget[];
  boxVerdicts: Map<PdfWidget, Verdict>;
}

/** Does a piece of text sit on the same line as a widget (their heights overlap)? */
function besideWidget(item: PlacedText, [, bottom, , top]: PdfWidget['rect']): boolean {
  return item.y + item.height * 0.8 > bottom && item.y - item.height * 0.2 < top;
}

/** The horizontal gap between a piece of text and a widget, when the text is beside it; null otherwise. */
function gapTo(item: PlacedText, widget: PdfWidget, side: 'left' | 'right' | 'either'): number | null {
  if (!besideWidget(item, widget.rect)) return null;
  const [left, , right] = widget.rect;
  const after = item.x - right;
  const before = left - (item.x + item.width);
  const gap = side === 'left' ? before : side === 'right' ? after : after >= -1 ? after : before;
  return gap >= -1 && gap <= LABEL_GAP * item.height ? Math.max(gap, 0) : null;
}

/** "Comments:", "Answer", "Explanation:": a short label of a text field, not a question. */
const isFieldLabel = (text: string) => text.split(' ').length <= 3 && (/:\s*$/.test(text) || ANSWER_LABEL.test(`${text}:`) || answerColumnRole(text) !== null);

/** The last word of a field's name: "q3_yes" → "yes". */
const nameVerdict = (field: string) => verdictOfText(field.split(/[._\s-]+/).at(-1) ?? '');

/**
 * Takes the labels of a page's fields out of its text (the "Yes" beside a box, a "Comments:" before a
 * text field), so that they never become part of a question, and says which verdict each box stands
 * for: its label, else its on value ("Yes", "N/A"), else the end of its field's name ("q3_no").
 */
export function formPage({ items, widgets }: PdfFormPage): FormPage {
  const labels = new Set<PlacedText>();
  const boxVerdicts = new Map<PdfWidget, Verdict>();
  for (const widget of widgets) {
    if (widget.type === 'text' || widget.type === 'choice') {
      const label = items.find((item) => isFieldLabel(item.text.trim()) && gapTo(item, widget, 'left') !== null);
      if (label) labels.add(label);
      continue;
    }
    // The nearest verdict word on either side: "☐ Yes ☐ No" and "Yes ☐ No ☐" both read right.
    let nearest: { item: PlacedText; gap: number; verdict: Verdict } | null = null;
    for (const item of items) {
      const verdict = labels.has(item) ? null : verdictOfText(item.text);
      const gap = verdict ? gapTo(item, widget, 'either') : null;
      if (verdict && gap !== null && (!nearest || gap < nearest.gap)) nearest = { item, gap, verdict };
    }
    if (nearest) labels.add(nearest.item);
    const verdict = nearest?.verdict ?? verdictOfText(widget.onValue) ?? nameVerdict(widget.field);
    if (verdict) boxVerdicts.set(widget, verdict);
  }
  return { lines: linesInReadingOrder(items.filter((item) => !labels.has(item))), widgets, boxVerdicts };
}

/**
 * Ties the fields of each page to its questions: a widget belongs to the nearest question that starts
 * above it (on the question's line, beside it, or just below it, before the next question). The first
 * text field is the answer's; check boxes or a radio group offering at least Yes and No are the
 * verdict's. What the fields already hold is the pre-filled answer and verdict.
 */
export function tieFormFields(questions: ExtractedQuestion[], pages: readonly FormPage[]): void {
  const owned = new Map<ExtractedQuestion, PdfWidget[]>();
  pages.forEach((page, pageIndex) => {
    const placed = questions.flatMap((question) => {
      const location = question.location;
      if (location.kind !== 'pdf' || location.page !== pageIndex + 1) return [];
      const first = page.lines[location.line];
      const last = page.lines[location.line + location.lineCount - 1];
      return first && last ? [{ question, top: first.y + first.height, bottom: last.y, height: first.height }] : [];
    });
    for (const widget of page.widgets) {
      const [, bottom, , top] = widget.rect;
      const middle = (bottom + top) / 2;
      // Questions are in reading order: the last one starting above the widget's middle is the nearest.
      const owner = placed.filter((question) => question.top >= middle).at(-1);
      if (!owner || owner.bottom - top > Math.max(FIELD_GAP * owner.height, MIN_FIELD_GAP)) continue;
      owned.set(owner.question, [...(owned.get(owner.question) ?? []), widget]);
    }
  });
  for (const [question, widgets] of owned) {
    if (question.location.kind !== 'pdf') continue;
    const page = pages[question.location.page - 1]!;
    const inReadingOrder = [...widgets].sort((a, b) => b.rect[3] - a.rect[3] || a.rect[0] - b.rect[0]);
    const answer = inReadingOrder.find((widget) => widget.type === 'text');
    const boxes = new Map<Verdict, PdfWidget>();
    for (const widget of inReadingOrder) {
      const verdict = page.boxVerdicts.get(widget);
      if (verdict && !boxes.has(verdict)) boxes.set(verdict, widget);
    }
    const offersVerdict = boxes.has('yes') && boxes.has('no');
    if (answer) {
      question.location.answerField = answer.field;
      question.existingAnswer = answer.value.trim() || null;
    }
    const list = offersVerdict ? undefined : inReadingOrder.find(isVerdictChoice);
    if (offersVerdict) {
      question.location.verdictFields = Object.fromEntries([...boxes].map(([verdict, widget]) => [verdict, { field: widget.field, value: widget.onValue }]));
      const ticked = [...boxes].filter(([, widget]) => widget.checked);
      question.existingVerdict = ticked.length === 1 ? ticked[0]![0] : null;
    } else if (list) {
      const options = list.options ?? [];
      const verdictFields: NonNullable<PdfLocation['verdictFields']> = {};
      for (const option of options) {
        const verdict = verdictOfText(option.label) ?? verdictOfText(option.value);
        if (verdict && !verdictFields[verdict]) verdictFields[verdict] = { field: list.field, value: option.value };
      }
      question.location.verdictFields = verdictFields;
      const selected = options.find((option) => option.value === list.value);
      question.existingVerdict = selected ? (verdictOfText(selected.label) ?? verdictOfText(selected.value)) : null;
    }
  }
}

/** A drop-down or list whose options can say yes or no ("Yes / No / N/A", "Compliant / Non-compliant"). */
const isVerdictChoice = (widget: PdfWidget) =>
  widget.type === 'choice' && isVerdictList((widget.options ?? []).map((option) => (verdictOfText(option.label) ? option.label : option.value)));

/** A question whose answer or verdict goes into form fields. */
export const fillsFormFields = (location: QuestionLocation) =>
  location.kind === 'pdf' && (location.answerField !== undefined || location.verdictFields !== undefined);

/**
 * The original pdf with the answers filled into their questions' fields (each answer's question and
 * location as the file reads now): text fields set and drawn, the verdict's box checked and the
 * question's other boxes cleared. Answers whose question has no field of its own are listed on pages
 * added at the end, so that none is lost.
 */
export async function fillPdfForm(
  original: Uint8Array,
  answers: readonly { answer: AnswerToWrite; question: ExtractedQuestion; location: PdfLocation }[],
): Promise<Uint8Array> {
  const document = await loadForm(original);
  const form = document.getForm();
  const fonts = new FormFonts(document);
  const unplaced: string[][] = [];
  for (const { answer, question, location } of answers) {
    const texts = answerTexts(location, answer.answer, answer.verdict);
    if (!fillsFormFields(location)) {
      unplaced.push([`${question.reference ?? question.ordinal} ${question.text}`, texts.answer ?? '']);
      continue;
    }
    if (location.answerField && texts.answer !== null) {
      const field = form.getFieldMaybe(location.answerField);
      if (!(field instanceof PDFTextField)) throw locationNotFound(`the form field "${location.answerField}"`);
      setText(field, texts.answer, await fonts.for(texts.answer));
    }
    const chosen = answer.verdict ? location.verdictFields?.[answer.verdict] : undefined;
    if (!chosen || !location.verdictFields) continue;
    const fields = new Set(Object.values(location.verdictFields).map((box) => box.field));
    for (const name of fields) setVerdictField(form.getFieldMaybe(name), name, name === chosen.field ? chosen.value : 'Off', await fonts.for(chosen.value));
  }
  if (unplaced.length > 0) appendAnswers(document, await fonts.for(...unplaced.flat()), unplaced);
  return document.save();
}

const MARGIN = 56;
const TEXT_SIZE = 10;
const LEADING = 14;

/** Pages after the last, as large as it: a title, then each question and its answer below it. */
function appendAnswers(document: PDFDocument, font: PDFFont, entries: readonly string[][]): void {
  const { width, height } = document.getPage(document.getPageCount() - 1).getSize();
  let page = document.addPage([width, height]);
  let y = height - MARGIN;
  const line = (text: string, size = TEXT_SIZE) => {
    if (y < MARGIN) {
      page = document.addPage([width, height]);
      y = height - MARGIN;
    }
    page.drawText(drawable(font, text), { x: MARGIN, y, size, font });
    y -= LEADING * (size / TEXT_SIZE);
  };
  line('Answers to questions without a form field', 13);
  y -= LEADING / 2;
  for (const entry of entries) {
    for (const paragraph of entry.flatMap((text) => text.split('\n'))) for (const wrapped of wrapText(font, paragraph, width - 2 * MARGIN)) line(wrapped);
    y -= LEADING / 2;
  }
}

/** A paragraph broken into lines at most `width` wide at `size`. */
function wrapText(font: PDFFont, paragraph: string, width: number, size = TEXT_SIZE): string[] {
  const lines: string[] = [];
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(drawable(font, `${last} ${word}`), size) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 0 ? lines : [''];
}

async function loadForm(original: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(original, { forIncrementalUpdate: true, updateMetadata: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError)
      throw new QuestionnaireFileError('password_protected', 'This PDF is protected: its form cannot be filled in.', { cause: error });
    throw new QuestionnaireFileError('unreadable', 'This PDF could not be read: the file is damaged or is not a valid PDF.', { cause: error });
  }
}

/** A field at least this tall (two lines of text) takes the answer on several lines. */
const TWO_LINES = 24;
/** The size an answer is drawn at in a field that leaves it to the viewer ("0 Tf", auto). */
const AUTO_FONT_SIZE = 10;
/** A long answer in a small multi-line field is drawn smaller, down to this size. */
const MIN_FONT_SIZE = 6;
/** The border and padding a viewer leaves inside a field, in points. */
const FIELD_INSET = 6;
/** Room for what pdf-lib's layout adds between lines, and a line's own descent. */
const LINE_ROOM = 1.25;

/**
 * Sets a text field and redraws it. Its value is the exact text; its appearance is drawn in `font`
 * (pdf-form-fonts.ts: a character it lacks shows as "?"), at the field's font size (10 pt when it has
 * none). A one-line field tall enough for two lines becomes multi-line, so that a long answer wraps;
 * a multi-line field's size shrinks (down to 6 pt) until the answer fits.
 */
function setText(field: PDFTextField, text: string, font: PDFFont): void {
  const { width = 0, height = 0 } = field.acroField.getWidgets()[0]?.getRectangle() ?? {};
  if (!field.isMultiline() && height >= TWO_LINES) field.enableMultiline();
  const maxLength = field.getMaxLength();
  const value = (field.isMultiline() ? text : text.replace(/\s+/g, ' ')).slice(0, maxLength ?? undefined);
  const shown = drawable(font, value);
  // pdf-lib's own auto size fills the field's height, cutting a long answer off.
  const size = Number(/([\d.]+)\s+Tf/.exec(field.acroField.getDefaultAppearance() ?? '')?.[1] ?? 0) || AUTO_FONT_SIZE;
  const fitting = field.isMultiline() ? fittingSize(font, shown, width - FIELD_INSET, height - FIELD_INSET, size) : size;
  field.setFontSize(fitting);
  field.setText(shown);
  field.updateAppearances(font);
  if (shown !== value) field.acroField.setValue(PDFHexString.fromText(value));
}

/** The largest size, at most `size`, at which the text wrapped into `width` fits `height` (MIN_FONT_SIZE at least). */
function fittingSize(font: PDFFont, text: string, width: number, height: number, size: number): number {
  for (let candidate = size; candidate > MIN_FONT_SIZE; candidate -= 0.5) {
    const lines = text.split('\n').flatMap((paragraph) => wrapText(font, paragraph, width, candidate)).length;
    if (lines * font.heightAtSize(candidate) * LINE_ROOM <= height) return candidate;
  }
  return MIN_FONT_SIZE;
}

/**
 * Turns a check box or radio group to the state named `value` ("Off" clears it), or selects the option
 * of a drop-down or list whose value is `value`: its value and each widget's appearance.
 */
function setVerdictField(field: unknown, name: string, value: string, font: PDFFont): void {
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) {
    // By the option's value: pdf-lib's select() takes the text shown, and a value it does not list makes the field editable.
    field.acroField.setValues([PDFHexString.fromText(value)]);
    field.updateAppearances(font);
    return;
  }
  if (!(field instanceof PDFCheckBox) && !(field instanceof PDFRadioGroup)) throw locationNotFound(`the form field "${name}"`);
  const state = PDFName.of(value);
  const off = PDFName.of('Off');
  field.acroField.dict.set(PDFName.of('V'), state);
  for (const widget of field.acroField.getWidgets()) widget.setAppearanceState(widget.getOnValue() === state ? state : off);
}
