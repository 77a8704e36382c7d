// A raw TCP client for the edge tests: what a slow, huge or malformed client sends, byte by byte, and
// everything the server answers until it closes the connection.
import { connect, type Socket } from "node:net";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type AppOptions, buildApp } from "../../src/server/app.js";

/** The real server with `options`, listening on a loopback port for a test file. */
export function useApp(options: AppOptions): { url: string; app: FastifyInstance } {
  const handle = { url: "", app: undefined as unknown as FastifyInstance };
  beforeAll(async () => {
    handle.app = await buildApp(options);
    handle.url = await handle.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await handle.app?.close();
  });
  return handle;
}

/**
 * The real server with its log captured: `lines` (emptied before each test), the request lines among them, and
 * `logged(count)`, which waits until that many request lines are written (each once its answer is out), then
 * a moment more for any stray one.
 */
export function useLoggedApp(options: Omit<AppOptions, "logger"> = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const server = useApp({ ...options, logger: { level: "info", stream } });
  beforeEach(() => {
    lines.length = 0;
  });
  const requestLines = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request");
  async function logged(count: number) {
    for (let i = 0; i < 200 && requestLines().length < count; i++) await sleep(10);
    await sleep(100);
    return requestLines();
  }
  return { server, lines, requestLines, logged };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface Connection {
  readonly socket: Socket;
  /** Bytes received so far. */
  received(): string;
  /** Resolves when the server has ended (FIN) or reset the connection, whichever comes first. */
  readonly closed: Promise<{ afterMs: number; error?: string }>;
  /** Resolves when the socket is fully closed (both sides ended, or reset), with the error if it was reset. */
  readonly gone: Promise<{ afterMs: number; error?: string }>;
  /** Resolves with the first complete response (headers and a Content-Length body). */
  response(): Promise<RawResponse>;
  /** Whether the server has ended its side. */
  ended(): boolean;
}

/** Parses one HTTP/1.1 response from the start of `raw`, or undefined while it is incomplete. */
export function parseResponse(raw: string): RawResponse | undefined {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const [statusLine = "", ...lines] = raw.slice(0, end).split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(":");
      return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  const length = Number(headers["content-length"] ?? 0);
  const body = Buffer.from(raw.slice(end + 4), "latin1");
  if (body.byteLength < length) return undefined;
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: body.subarray(0, length).toString("utf8"),
  };
}

/**
 * Opens a connection that stays half-open (like a client still uploading after the server's FIN), from
 * `localAddress` when given (any 127.x.y.z is loopback: another client address on the same machine).
 */
export function open(url: string, localAddress?: string): Promise<Connection> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({
      host: hostname,
      port: Number(port),
      allowHalfOpen: true,
      ...(localAddress ? { localAddress } : {}),
    });
    let data = "";
    let serverEnded = false;
    let error: string | undefined;
    const waiters: (() => void)[] = [];
    socket.on("data", (chunk: Buffer) => {
      data += chunk.toString("latin1");
      for (const wake of waiters.splice(0)) wake();
    });
    const closed = new Promise<{ afterMs: number; error?: string }>((done) => {
      const finish = () => {
        for (const wake of waiters.splice(0)) wake();
        done({ afterMs: Date.now() - started, error });
      };
      socket.on("end", () => {
        serverEnded = true;
        finish();
      });
      socket.on("error", (e: NodeJS.ErrnoException) => {
        error = e.code ?? e.message;
      });
      socket.on("close", finish);
    });
    const gone = new Promise<{ afterMs: number; error?: string }>((done) => {
      socket.on("close", () => done({ afterMs: Date.now() - started, error }));
    });
    const response = () =>
      new Promise<RawResponse>((done, fail) => {
        const check = () => {
          const parsed = parseResponse(data);
          if (parsed) return done(parsed);
          if (socket.destroyed || serverEnded) {
            return fail(
              new Error(
                `no complete response before the connection ended (${error ?? "closed"}): ${JSON.stringify(data.slice(0, 200))}`,
              ),
            );
          }
          waiters.push(check);
        };
        check();
      });
    socket.once("connect", () =>
      resolve({ socket, received: () => data, closed, gone, response, ended: () => serverEnded }),
    );
    socket.once("error", reject);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `total` bytes of `byte` in chunks of `chunkBytes` every `everyMs`, until done or the socket closes. */
export async function upload(
  socket: Socket,
  {
    total,
    chunkBytes,
    everyMs,
    chunked = false,
  }: { total: number; chunkBytes: number; everyMs: number; chunked?: boolean },
): Promise<number> {
  let sent = 0;
  const chunk = Buffer.alloc(chunkBytes, 0x20);
  while (sent < total && !socket.destroyed && socket.writable) {
    const part = chunked
      ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")])
      : chunk;
    socket.write(part, () => {});
    sent += chunkBytes;
    await sleep(everyMs);
  }
  if (chunked && socket.writable) socket.write("0\r\n\r\n", () => {});
  return sent;
}
