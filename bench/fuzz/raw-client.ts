// Sends a fuzz case's bytes as they are over a fresh socket (requests the HTTP client would not write: tiny
// chunks, odd methods, repeated Host, Expect) and reports the first final answer (1xx skipped).
import { connect } from "node:net";
import type { Outcome } from "./client.js";

export function sendRaw(origin: URL, bytes: Buffer, hangMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const socket = connect({ host: origin.hostname, port: Number(origin.port) });
    let data = Buffer.alloc(0);
    let done = false;
    const finish = (outcome: Omit<Outcome, "ms">) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...outcome, ms: performance.now() - startedAt });
    };
    const timer = setTimeout(() => finish({ hung: true }), hangMs);
    const parse = () => {
      let text = data.toString("latin1");
      while (/^HTTP\/1\.1 1\d\d /.test(text) && text.includes("\r\n\r\n")) {
        text = text.slice(text.indexOf("\r\n\r\n") + 4);
      }
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return false;
      const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(":");
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      const body = Buffer.from(text.slice(end + 4), "latin1");
      const length = Number(headers["content-length"] ?? 0);
      if (body.length < length) return false;
      finish({ status: Number(statusLine.split(" ")[1]), headers, body: body.subarray(0, length) });
      return true;
    };
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      parse();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!parse()) finish({ error: error.code ?? error.message });
    });
    socket.on("close", () => {
      if (!parse()) finish({ error: "closed" });
    });
    socket.write(bytes, () => {});
  });
}
