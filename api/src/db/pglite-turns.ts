// How much of each turn of the event loop the embedded database (PGlite) may take. Its statements
// run synchronously, inside the promise chain of the code that sent them: without a limit, one turn
// ran every waiting transaction back to back (64 requests' worth, or a job's inserts one after the
// other) and the process neither read requests nor accepted connections meanwhile (Node 20 accepts
// one new connection per turn). Once PGlite has worked WORK_MS_PER_TURN in a turn, the next
// statements wait for a later turn, in the order they came; a single statement still runs whole.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** PGlite's share of a turn: a few requests' statements, far below what a person notices. */
export const WORK_MS_PER_TURN = 10;

export class TurnBudget {
  readonly #limitMs: number;
  #spentMs = 0;
  #renewQueued = false;

  constructor(limitMs = WORK_MS_PER_TURN) {
    this.#limitMs = limitMs;
  }

  /** Resolves when PGlite may work: at once while this turn's share lasts, else in a later turn. */
  async wait(): Promise<void> {
    // An immediate queued after the renewal runs after it: the waiters go on in their order.
    while (this.#spentMs >= this.#limitMs) await nextTurn();
  }

  /** Counts `ms` of PGlite's work against the turn it was done in. */
  spend(ms: number): void {
    this.#spentMs += ms;
    if (this.#renewQueued) return;
    this.#renewQueued = true;
    setImmediate(() => {
      this.#spentMs = 0;
      this.#renewQueued = false;
    });
  }
}
