// The search terms of a questionnaire's questions, kept for the run of the suggestion step that
// computed them: its next slices (in this process) need not read every question again. A run never
// sees its questions change (nothing extracts while a document is suggesting); a slice that runs in
// another process, or after its run was dropped from here, computes them afresh.
import type { QueryTerm } from '../../documents/passages/passage-index.ts';

/** Runs whose terms are kept; the least recently used is dropped beyond this. */
const KEPT_RUNS = 8;

export type TermsByQuestion = ReadonlyMap<string, readonly QueryTerm[]>;

export class RunTerms {
  readonly #runs = new Map<string, TermsByQuestion>();

  get(run: string): TermsByQuestion | undefined {
    const terms = this.#runs.get(run);
    if (terms) {
      this.#runs.delete(run);
      this.#runs.set(run, terms);
    }
    return terms;
  }

  set(run: string, terms: TermsByQuestion): void {
    this.#runs.set(run, terms);
    if (this.#runs.size > KEPT_RUNS) this.#runs.delete(this.#runs.keys().next().value!);
  }

  /** The run is over: its terms are not needed any more. */
  forget(run: string): void {
    this.#runs.delete(run);
  }
}
