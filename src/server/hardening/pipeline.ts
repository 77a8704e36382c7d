// Pipelined requests are answered in the order they came. Node queues the answers of requests sent one after
// another on a connection, but an answer written straight to the socket — the 400 for a request Node cannot
// parse, after ten good ones in the same packet — would overtake the queue, and closing the connection would
// drop the ten. Such an answer waits here until the requests before it have been answered.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

interface Waiting {
  /** Answers not yet finished on the socket. */
  readonly open: Set<ServerResponse>;
  /** What to write once they are (set once: a connection Node stopped parsing has nothing further to say). */
  answer?: () => void;
  /** The request the deferred answer is for, if a route already holds it (its body was malformed). */
  except?: IncomingMessage;
}

export class Pipeline {
  readonly #sockets = new WeakMap<Socket, Waiting>();
  readonly #requests = new WeakMap<ServerResponse, IncomingMessage>();

  /** Counts every request Node hands the app, and its answer's end. */
  attach(server: Server): void {
    server.on("request", (request: IncomingMessage, response: ServerResponse) => {
      const socket = request.socket;
      let waiting = this.#sockets.get(socket);
      if (!waiting) {
        waiting = { open: new Set() };
        this.#sockets.set(socket, waiting);
      }
      waiting.open.add(response);
      this.#requests.set(response, request);
      const done = () => this.#answered(socket, response);
      // Node moves to the next queued answer on `finish`; `close` covers an answer cut short.
      response.once("finish", done);
      response.once("close", done);
    });
  }

  /** The request a route holds whose body is still arriving on `socket` (a parse error there is its own). */
  reading(socket: Socket): IncomingMessage | undefined {
    for (const response of this.#sockets.get(socket)?.open ?? []) {
      const request = this.#requests.get(response);
      if (request && !request.complete) return request;
    }
    return undefined;
  }

  /**
   * Runs `answer` once every request on `socket` but `except` has been answered — at once when none is
   * waiting. Returns false when an answer is already deferred on the socket (Node reports the same broken
   * connection again as more bytes arrive); the caller then does nothing.
   */
  afterEarlier(socket: Socket, answer: () => void, except?: IncomingMessage): boolean {
    const waiting = this.#sockets.get(socket) ?? { open: new Set<ServerResponse>() };
    if (waiting.answer) return false;
    waiting.answer = answer;
    waiting.except = except;
    this.#sockets.set(socket, waiting);
    // Nothing more is read from a connection whose next request cannot be parsed.
    socket.pause();
    this.#settle(waiting);
    return true;
  }

  /** Whether an answer is waiting on `socket` (or was given). */
  deferred(socket: Socket): boolean {
    return this.#sockets.get(socket)?.answer !== undefined;
  }

  #answered(socket: Socket, response: ServerResponse): void {
    const waiting = this.#sockets.get(socket);
    if (!waiting?.open.delete(response)) return;
    this.#settle(waiting);
  }

  /** Gives the waiting answer once only the request it is for (if any) is still open. */
  #settle(waiting: Waiting): void {
    const answer = waiting.answer;
    if (!answer) return;
    for (const response of waiting.open) if (this.#requests.get(response) !== waiting.except) return;
    waiting.answer = () => {};
    answer();
  }
}
