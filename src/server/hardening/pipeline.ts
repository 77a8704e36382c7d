// Pipelined requests are answered in the order they came. Node queues the answers of requests sent one after
// another on a connection, but an answer written straight to the socket — the 400 for a request Node cannot
// parse, after ten good ones in the same packet — would overtake the queue, and closing the connection would
// drop the ten. Such an answer waits here until the requests before it have been answered.
//
// Node's own bookkeeping is read rather than kept a second time, so that requests cost nothing here: a
// socket's `_httpMessage` is the answer being written (Node assigns the next queued one as it finishes, before
// any listener added later runs), and `parser.incoming` is the request whose body is being read.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

interface HttpSocket extends Socket {
  _httpMessage?: ServerResponse | null;
  parser?: { incoming?: IncomingMessage | null } | null;
}

export class Pipeline {
  /** Sockets whose direct answer is waiting or was given: a broken connection has one thing to say. */
  readonly #answering = new WeakSet<Socket>();

  /** The request a route holds whose body is still arriving on `socket` (a parse error there is its own). */
  reading(socket: Socket): IncomingMessage | undefined {
    const incoming = (socket as HttpSocket).parser?.incoming;
    return incoming && !incoming.complete ? incoming : undefined;
  }

  /**
   * Runs `answer` once every request on `socket` but `except` has been answered — at once when none is
   * waiting. Returns false when an answer is already deferred on the socket (Node reports the same broken
   * connection again as more bytes arrive); the caller then does nothing.
   */
  afterEarlier(socket: Socket, answer: () => void, except?: IncomingMessage): boolean {
    if (this.#answering.has(socket)) return false;
    this.#answering.add(socket);
    // Nothing more is read from a connection whose next request cannot be parsed.
    socket.pause();
    const settle = () => {
      const current = (socket as HttpSocket)._httpMessage;
      // An answer cut short (the connection closed) never finishes: then there is no one left to answer.
      if (current && current.req !== except) current.once("finish", settle);
      else answer();
    };
    settle();
    return true;
  }

  /** Whether an answer is waiting on `socket` (or was given). */
  deferred(socket: Socket): boolean {
    return this.#answering.has(socket);
  }
}
