// An in-memory index of a repository's passages for ranking them against questions: BM25 over each
// passage's own text and its context (document name, heading path, list lead-ins: a passage is about
// what its headings say), blended with how well the passage's document as a whole answers, plus a
// small prior for a document whose title names what the question asks about (BM25F's title field:
// policies are named after their topic, and it settles near-ties between neighbouring policies).
// Built from the stored passages and kept until the repository changes (see repository-passages.ts).
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { HEADING_SEPARATOR } from './segment-passages.ts';
import { termsOf } from './search-terms.ts';

export interface IndexablePassage {
  documentId: string;
  versionId: string;
  version: number;
  documentName: string;
  ordinal: number;
  /** "Password Policy › Rotation requirements". */
  headingPath: string;
  /** Lead-in sentences of the passage's list, outermost first. */
  leadIn: string;
  text: string;
}

export interface QueryTerm {
  term: string;
  /** How much the asker means this term: 1 for a topic word, less for questionnaire phrasing. */
  weight: number;
}

export interface RankedPassage {
  passage: IndexablePassage;
  /** The ranking score: the passage's BM25 (0–1 of the best possible) blended with its document's, plus the title prior. */
  score: number;
  /** The score without the title prior: how clearly the passages' own words single out a document. */
  contentScore: number;
  /** Share of the query's weight (weight × idf) found in the passage's text or context: 0–1. */
  coverage: number;
}

/** BM25's parameters. Passages are short and alike in length: little length normalisation. */
const K1 = 1.2;
const B = 0.3;
/** A context term counts this much of a term of the passage's own text (measured: 0.3–2, 1 best). */
const CONTEXT_WEIGHT = 1;
/** Share of a passage's score that comes from its document: the mean of that document's best passages. */
const DOCUMENT_SHARE = 0.4;
const DOCUMENT_PASSAGES = 3;
/**
 * Weight of the share of the query (weight × idf) that the document's title holds. Measured on the
 * development set: 0.1–0.2 alike (top citation 72 → 76 %), 0.05 half of it.
 */
const TITLE_SHARE = 0.15;
/** Passages scored per question at most (see rank), and the terms that always bring theirs. */
const CANDIDATE_BUDGET = 3000;
const MIN_CANDIDATE_TERMS = 2;

interface Entry {
  passage: IndexablePassage;
  text: Map<string, number>;
  context: Set<string>;
  length: number;
}

/** A file name as a title: without its extension. */
const documentTitle = (name: string) => name.replace(/\.[a-z0-9]{2,4}$/i, '');

/** Terms of passages already indexed: a repository that changes is indexed again without re-reading them. */
const entries = new WeakMap<IndexablePassage, Entry>();

function entryOf(passage: IndexablePassage): Entry {
  let entry = entries.get(passage);
  if (!entry) {
    const terms = termsOf(passage.text);
    const text = new Map<string, number>();
    for (const term of terms) text.set(term, (text.get(term) ?? 0) + 1);
    entry = {
      passage,
      text,
      context: new Set(termsOf(`${documentTitle(passage.documentName)} ${passage.headingPath} ${passage.leadIn}`)),
      length: terms.length,
    };
    entries.set(passage, entry);
  }
  return entry;
}

/** Passages whose terms are worked out between two turns of the requests served by this process. */
const PASSAGES_PER_TURN = 100;

/** Works out the passages' terms ahead of indexing them, letting requests run every PASSAGES_PER_TURN. */
export async function readTermsYielding(passages: readonly IndexablePassage[]): Promise<void> {
  for (let start = 0; start < passages.length; start += PASSAGES_PER_TURN) {
    for (const passage of passages.slice(start, start + PASSAGES_PER_TURN)) entryOf(passage);
    await yieldToRequests();
  }
}

/** The heading every passage of a document sits under (its title), or none. */
function sharedTitle(headingPaths: readonly string[]): string {
  const first = (path: string) => path.split(HEADING_SEPARATOR)[0] ?? '';
  const title = first(headingPaths[0] ?? '');
  return headingPaths.every((path) => first(path) === title) ? title : '';
}

/** Passages indexed between two turns of the requests served by this process (PassageIndex.build). */
const INDEXED_PER_TURN = 1000;

export class PassageIndex {
  readonly #entries: Entry[] = [];
  /** Each document's title terms: its name's and its title heading's. */
  readonly #titleTerms = new Map<string, Set<string>>();
  readonly #postings = new Map<string, number[]>();
  #averageLength = 0;

  constructor(passages: readonly IndexablePassage[] = []) {
    for (const _ of this.#index(passages));
  }

  /** The same index, built INDEXED_PER_TURN passages at a time with the requests served in between. */
  static async build(passages: readonly IndexablePassage[]): Promise<PassageIndex> {
    const index = new PassageIndex();
    for (const _ of index.#index(passages)) await yieldToRequests();
    return index;
  }

  /** Indexes `passages` (once, into an empty index), pausing after every INDEXED_PER_TURN of them. */
  *#index(passages: readonly IndexablePassage[]): Generator<void> {
    for (const [index, passage] of passages.entries()) {
      const entry = entryOf(passage);
      this.#entries.push(entry);
      for (const term of new Set([...entry.text.keys(), ...entry.context])) {
        const list = this.#postings.get(term);
        if (list) list.push(index);
        else this.#postings.set(term, [index]);
      }
      if ((index + 1) % INDEXED_PER_TURN === 0) yield;
    }
    const headingPaths = new Map<string, string[]>();
    for (const { passage } of this.#entries) {
      const paths = headingPaths.get(passage.documentId);
      if (paths) paths.push(passage.headingPath);
      else headingPaths.set(passage.documentId, [passage.headingPath]);
    }
    for (const { passage } of this.#entries) {
      if (this.#titleTerms.has(passage.documentId)) continue;
      this.#titleTerms.set(
        passage.documentId,
        new Set(termsOf(`${documentTitle(passage.documentName)} ${sharedTitle(headingPaths.get(passage.documentId)!)}`)),
      );
      if (this.#titleTerms.size % INDEXED_PER_TURN === 0) yield;
    }
    this.#averageLength = this.#entries.reduce((sum, entry) => sum + entry.length, 0) / Math.max(1, this.#entries.length);
  }

  get size(): number {
    return this.#entries.length;
  }

  /** Inverse passage frequency of a term (BM25's, never negative); an unseen term as rare as can be. */
  idf(term: string): number {
    const count = this.#postings.get(term)?.length ?? 0.5;
    return Math.log(1 + (this.#entries.length - count + 0.5) / (count + 0.5));
  }

  /**
   * Share of the query's weight (weight × idf) found in any of `passages` (their text or context),
   * 0–1: how much of a question a few passages hold together.
   */
  coverageOf(query: readonly QueryTerm[], passages: readonly IndexablePassage[]): number {
    const held = passages.map(entryOf);
    let total = 0;
    let covered = 0;
    for (const { term, weight } of query) {
      const weighted = weight * this.idf(term);
      total += weighted;
      if (held.some((entry) => entry.text.has(term) || entry.context.has(term))) covered += weighted;
    }
    return total === 0 ? 0 : covered / total;
  }

  /** Share of the query's weight (weight × idf) found in `text` itself, without any passage's context: 0–1. */
  textCoverageOf(query: readonly QueryTerm[], text: string): number {
    const held = new Set(termsOf(text));
    let total = 0;
    let covered = 0;
    for (const { term, weight } of query) {
      const weighted = weight * this.idf(term);
      total += weighted;
      if (held.has(term)) covered += weighted;
    }
    return total === 0 ? 0 : covered / total;
  }

  /** Share of the query's weight that the document's title holds, 0–1. */
  #titleShare(documentId: string, weights: readonly QueryTerm[], total: number): number {
    const title = this.#titleTerms.get(documentId)!;
    let held = 0;
    for (const { term, weight } of weights) if (title.has(term)) held += weight;
    return held / total;
  }

  /**
   * The passages sharing a term with the query, best first. Candidates come from the query's most
   * telling terms (weight × idf) until CANDIDATE_BUDGET passages are in; each candidate is then
   * scored on every term. Common terms alone ("data", "process") would make every passage of a large
   * repository a candidate and decide nothing.
   */
  rank(query: readonly QueryTerm[], limit: number): RankedPassage[] {
    const weights = query.map(({ term, weight }) => ({ term, weight: weight * this.idf(term) })).sort((a, b) => b.weight - a.weight);
    const total = weights.reduce((sum, { weight }) => sum + weight, 0);
    if (total === 0) return [];
    const candidates = new Set<number>();
    for (const [position, { term }] of weights.entries()) {
      const postings = this.#postings.get(term) ?? [];
      if (position >= MIN_CANDIDATE_TERMS && candidates.size + postings.length > CANDIDATE_BUDGET) break;
      for (const index of postings) candidates.add(index);
    }
    const scores = new Map<number, { lexical: number; covered: number }>();
    for (const index of candidates) {
      const entry = this.#entries[index]!;
      const score = { lexical: 0, covered: 0 };
      for (const { term, weight } of weights) {
        const frequency = (entry.text.get(term) ?? 0) + (entry.context.has(term) ? CONTEXT_WEIGHT : 0);
        if (frequency === 0) continue;
        score.lexical += (weight * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * entry.length) / this.#averageLength));
        score.covered += weight;
      }
      scores.set(index, score);
    }
    const best = total * (K1 + 1);
    const scored = [...scores].map(([index, score]) => ({ entry: this.#entries[index]!, lexical: score.lexical / best, coverage: score.covered / total }));
    const byDocument = new Map<string, number[]>();
    for (const { entry, lexical } of scored) {
      const list = byDocument.get(entry.passage.documentId);
      if (list) list.push(lexical);
      else byDocument.set(entry.passage.documentId, [lexical]);
    }
    const documentScore = new Map(
      [...byDocument].map(([documentId, list]) => [
        documentId,
        list
          .sort((a, b) => b - a)
          .slice(0, DOCUMENT_PASSAGES)
          .reduce((sum, value) => sum + value, 0) / DOCUMENT_PASSAGES,
      ]),
    );
    const titleShare = new Map([...byDocument.keys()].map((documentId) => [documentId, this.#titleShare(documentId, weights, total)]));
    return scored
      .map(({ entry, lexical, coverage }) => {
        const contentScore = (1 - DOCUMENT_SHARE) * lexical + DOCUMENT_SHARE * documentScore.get(entry.passage.documentId)!;
        return { passage: entry.passage, score: contentScore + TITLE_SHARE * titleShare.get(entry.passage.documentId)!, contentScore, coverage };
      })
      .sort((a, b) => b.score - a.score || a.passage.documentName.localeCompare(b.passage.documentName) || a.passage.ordinal - b.passage.ordinal)
      .slice(0, limit);
  }
}
