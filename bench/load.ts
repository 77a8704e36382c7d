// A lean HTTP/1.1 keep-alive load generator. On this 2-core machine the client's CPU is taken from the server,
// so the client must cost as little per response as the server's trivial GET does. autocannon decodes every
// response body into a JS string (half of its CPU on a 15 KB brotli catalog, profiled), so with bodies of
// tens of kilobytes it measured itself. This client frames each response by its Content-Length and never
// reads the body's bytes; it handles exactly what the benchmark's server sends and fails loudly on anything
// else (chunked bodies, a closed connection).
import { connect, type Socket } from "node:net";

export interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Readonly<Record<string, string>>;
  /** The request body; a function makes each request's body distinct (the n-th request). */
  body?: string | ((n: number) => string);
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses counted by status code. */
  statuses: ReadonlyMap<number, number>;
  /** Body bytes of the last response. */
  bodyBytes: number;
}

const HEADER_END = Buffer.from("\r\n\r\n");
const EMPTY = Buffer.alloc(0);
/** A connection's read buffer: a response's head arrives in one read; its body is counted, not kept. */
const READ_BUFFER_BYTES = 64 * 1024;

function encodeRequest(url: URL, request: LoadRequest, body: string | undefined): Buffer {
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `host: ${url.host}`];
  for (const [name, value] of Object.entries(request.headers ?? {})) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n${body ?? ""}`);
}

/** The status and total length (head + body) of the response at the start of `data`, once its head is in. */
function frame(data: Buffer): { status: number; length: number; bodyBytes: number } | undefined {
  const end = data.indexOf(HEADER_END);
  if (end < 0) return undefined;
  const head = data.toString("latin1", 0, end);
  const status = Number(head.slice(9, 12));
  if (/\r\ntransfer-encoding:/iu.test(head)) throw new Error("load: chunked responses are not supported");
  const declared = /\r\ncontent-length: *(\d+)/iu.exec(head)?.[1];
  if (declared === undefined && status !== 304 && status !== 204) {
    throw new Error(`load: a ${status} response without Content-Length`);
  }
  const bodyBytes = Number(declared ?? 0);
  return { status, length: end + HEADER_END.byteLength + bodyBytes, bodyBytes };
}

/**
 * Runs `connections` connections, each sending its next request as soon as the previous answer is in; or, with
 * `ratePerSecond`, at that total rate (each connection on its own schedule, staggered), the latency counted
 * from when a request was due, so a late answer's wait is not hidden.
 */
export function runLoad(
  origin: string,
  request: LoadRequest,
  connections: number,
  durationMs: number,
  ratePerSecond?: number,
): Promise<LoadResult> {
  const url = new URL(origin);
  const fixed = typeof request.body === "function" ? undefined : encodeRequest(url, request, request.body);
  const { body } = request;
  let sent = 0;
  const next = () => fixed ?? encodeRequest(url, request, typeof body === "function" ? body(sent) : body);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let bodyBytes = 0;
  const deadline = performance.now() + durationMs;

  const intervalMs = ratePerSecond ? (connections * 1000) / ratePerSecond : 0;
  const connection = (_: unknown, index: number): Promise<void> =>
    new Promise((resolve, reject) => {
      // Every read lands in the connection's one buffer: Buffers allocated per chunk (29 KB slides, thousands a
      // second) count as external memory, which V8 answered with a full collection of this process every ~300 ms,
      // 2–8 ms each, landing in the latencies measured (p99 7–12 ms where the server's was ~3).
      const readBuffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
      const socket: Socket = connect({
        host: url.hostname,
        port: Number(url.port),
        noDelay: true,
        onread: {
          buffer: readBuffer,
          callback: (bytes) => {
            read(readBuffer.subarray(0, bytes));
            return true;
          },
        },
      });
      // Only the head is kept; of the body, only its length counts.
      let head: Buffer = EMPTY;
      let expected: ReturnType<typeof frame>;
      let received = 0;
      let startedAt = 0;
      /** When this connection's next request is due (paced runs). */
      let due = performance.now() + (intervalMs * index) / connections;
      const write = () => {
        socket.write(next());
        sent++;
      };
      const send = () => {
        if (!intervalMs) {
          startedAt = performance.now();
          write();
          return;
        }
        startedAt = due;
        due += intervalMs;
        const wait = startedAt - performance.now();
        if (wait > 0) setTimeout(write, wait);
        else write();
      };
      const fail = (error: unknown) => {
        socket.destroy();
        reject(error);
      };
      socket.once("connect", send);
      socket.once("error", reject);
      socket.once("close", () =>
        performance.now() < deadline ? reject(new Error("load: closed")) : resolve(),
      );
      // `chunk` is a view of the connection's read buffer, valid until the next read: a head that has not all
      // arrived is copied.
      const read = (chunk: Buffer): void => {
        if (expected) received += chunk.byteLength;
        else {
          const data = head.byteLength === 0 ? chunk : Buffer.concat([head, chunk]);
          try {
            expected = frame(data);
          } catch (error) {
            fail(error);
            return;
          }
          if (!expected) {
            head = data === chunk ? Buffer.from(chunk) : data;
            return;
          }
          received = data.byteLength;
          head = EMPTY;
        }
        if (received < expected.length) return;
        if (received > expected.length) {
          fail(new Error("load: bytes after the response (this client never pipelines)"));
          return;
        }
        const now = performance.now();
        latencies.push(now - startedAt);
        statuses.set(expected.status, (statuses.get(expected.status) ?? 0) + 1);
        bodyBytes = expected.bodyBytes;
        expected = undefined;
        if (now < deadline) send();
        else socket.destroy();
      };
    });

  const startedAt = performance.now();
  return Promise.all(Array.from({ length: connections }, connection)).then(() => {
    const elapsed = performance.now() - startedAt;
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      rps: (latencies.length * 1000) / elapsed,
      p50Ms: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
      p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
      statuses,
      bodyBytes,
    };
  });
}
