// The labelled development set vsaq-halden (its SOURCES.md describes it): a policy knowledge base in
// kb/, two questionnaires, and truth.json labelling every question. Read from disk as it is.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headingsToCheck, type TruthQuestion } from './answer-scoring.ts';

export interface EvalSet {
  dir: string;
  /** KB documents to upload: the file name and its bytes. */
  kb: { name: string; content: Uint8Array }[];
  truth: TruthQuestion[];
  /** Questionnaire files, each with the labelled questions it holds. */
  questionnaires: { name: string; content: Uint8Array; truth: TruthQuestion[] }[];
  /** KB file name → its title (src/kb-manifest.json). */
  titleOfFile: Map<string, string>;
  /** The KB's headings, for the "heading in an answer" check. */
  headings: string[];
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export function loadEvalSet(dir: string): EvalSet {
  const truth = readJson<TruthQuestion[]>(join(dir, 'truth.json'));
  const inDocx = new Set(
    readJson<{ id: string; in_docx: boolean }[]>(join(dir, 'src', 'questions.json'))
      .filter((q) => q.in_docx)
      .map((q) => q.id),
  );
  const manifest = readJson<Record<string, { file: string; title: string }>>(join(dir, 'src', 'kb-manifest.json'));
  const titleOfFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry.title]));

  const kbNames = readdirSync(join(dir, 'kb')).sort();
  const markdownIn = (folder: string) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .map((name) => readFileSync(join(folder, name), 'utf8'));
  const headings = headingsToCheck([...markdownIn(join(dir, 'kb')), ...markdownIn(join(dir, 'src', 'kb-source'))], [...titleOfFile.values()]);

  const file = (name: string) => new Uint8Array(readFileSync(join(dir, name)));
  return {
    dir,
    kb: kbNames.map((name) => ({ name, content: file(join('kb', name)) })),
    truth,
    questionnaires: [
      { name: 'questionnaire.xlsx', content: file('questionnaire.xlsx'), truth },
      { name: 'questionnaire.docx', content: file('questionnaire.docx'), truth: truth.filter((entry) => inDocx.has(entry.id)) },
    ],
    titleOfFile,
    headings,
  };
}
