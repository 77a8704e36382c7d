// Renders run together, once per turn of the event loop. Requests that arrive together (a client's connections
// each sending its next request as the last answer lands) are rendered back to back and then answered
// together, instead of parse, render, write, parse, render, write. The renderer's code and caches stay warm
// from one render to the next, and the answers go out in one burst, so the client is woken once rather than
// per answer. Measured on the 2-core machine at 10 connections of distinct agenda slides: ~6,000 answers/s
// where rendering each request as it arrived gave ~4,700, with less CPU per request (user ~159 µs against
// ~200, system ~19 µs against ~33) and a lower p99.

interface Job<I, O> {
  readonly input: I;
  readonly resolve: (output: O) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A queue of calls to `render`, run in order of arrival, at most `perTurn` in a turn: the rest wait for the
 * next, so sockets are read and written in between.
 */
export class RenderQueue<I, O> {
  readonly #render: (input: I) => O;
  readonly #perTurn: number;
  readonly #jobs: Job<I, O>[] = [];
  #scheduled = false;

  constructor(render: (input: I) => O, perTurn: number) {
    this.#render = render;
    this.#perTurn = perTurn;
  }

  /** `render(input)`, run with the turn's other renders; rejected with what it throws. */
  run(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.#jobs.push({ input, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#jobs.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => this.#drain());
  }

  #drain(): void {
    this.#scheduled = false;
    const jobs = this.#jobs.splice(0, this.#perTurn);
    for (const { input, resolve, reject } of jobs) {
      try {
        resolve(this.#render(input));
      } catch (error) {
        reject(error);
      }
    }
    this.#schedule();
  }
}
