// Questionnaires as clients send them, for the export benchmark: a title block, the client's logo,
// ID | Question | Answer | Comments, 10–40 questions from the shared question bank. The logo is a
// photo-like image (noise, which does not compress) of a chosen size, so that a project's export is
// larger than the memory it may use: an export that holds the zip in memory shows.
import ExcelJS from 'exceljs';
import { bankQuestions } from '@app/test-fixtures/questionnaire-files';
import { squarePng } from '@app/test-fixtures/test-files';
import { between, seededRandom, type Random } from './corpus.ts';

/** A valid RGB PNG of about `bytes` bytes: random pixels, which deflate cannot shrink. */
export function noisePng(random: Random, bytes: number): Buffer<ArrayBuffer> {
  const side = Math.max(1, Math.round(Math.sqrt(bytes / 3)));
  const pixels = Buffer.alloc(side * (side * 3 + 1));
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = index % (side * 3 + 1) === 0 ? 0 : Math.floor(random() * 256);
  return squarePng(side, 'rgb', pixels, 1);
}

export interface LogoQuestionnaire {
  name: string;
  data: Uint8Array;
  questions: number;
}

const BANK = bankQuestions(300);

/** The `index`th client's questionnaire, with a logo of about `logoBytes` bytes. */
export async function logoQuestionnaire(index: number, logoBytes: number): Promise<LogoQuestionnaire> {
  const random = seededRandom(1_000 + index);
  const count = between(random, 10, 40);
  const offset = between(random, 0, BANK.length - count);
  const questions = BANK.slice(offset, offset + count);

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Security Questionnaire');
  sheet.columns = [{ width: 10 }, { width: 80 }, { width: 50 }, { width: 30 }];
  sheet.mergeCells('A1:D1');
  sheet.getCell('A1').value = `Vendor Security Assessment — Client ${index + 1}`;
  sheet.getCell('A1').font = { bold: true, size: 16 };
  sheet.getCell('A2').value = 'Please answer every question in column C.';
  // ExcelJS takes a Node Buffer, though its typings declare an ArrayBuffer.
  const logo = workbook.addImage({ buffer: noisePng(random, logoBytes) as unknown as ArrayBuffer, extension: 'png' });
  sheet.addImage(logo, 'E1:H6');
  const header = sheet.getRow(4);
  header.values = ['ID', 'Question', 'Answer', 'Comments'];
  header.font = { bold: true };
  questions.forEach((question, row) => {
    sheet.getRow(5 + row).values = [`Q-${row + 1}`, question.text];
  });
  return {
    name: `client-${String(index + 1).padStart(3, '0')}-security-questionnaire.xlsx`,
    data: new Uint8Array(await workbook.xlsx.writeBuffer()),
    questions: questions.length,
  };
}
