// The benchmark's reference: bare node:http, no framework, answering GET /<n> with n bytes (GET /0 is its own
// trivial GET). Run as a child process (startServerProcess); it shows what sending a body of a given size costs
// on this machine before any Marque code runs, so a catalog's ratio can be read against the ratio of its bytes
// alone.
import { createServer } from "node:http";

const bodies = new Map<number, Buffer>();
const TRIVIAL = Buffer.from('{"status":"ok"}');

const server = createServer((request, response) => {
  const size = Number(request.url?.slice(1));
  if (!Number.isSafeInteger(size) || size < 0) {
    response.writeHead(404).end();
    return;
  }
  let body = size === 0 ? TRIVIAL : bodies.get(size);
  if (!body) {
    body = Buffer.alloc(size, "x");
    bodies.set(size, body);
  }
  response.writeHead(200, { "content-type": "application/json", "content-length": body.byteLength });
  response.end(body);
});

// On PORT (server-process.ts picks one and waits for it to accept connections).
server.listen(Number(process.env.PORT), "127.0.0.1");
process.once("SIGTERM", () => server.close(() => process.exit(0)));
