// The real server process (src/server/main.ts under tsx): SIGTERM stops accepting, lets the request in flight
// finish with 200, closes idle connections, and exits 0; past the grace period it cuts and exits 1. A bad
// environment variable stops it at startup with a message naming it.
import { type ChildProcess, spawn } from "node:child_process";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { open } from "./raw-http.js";

const MAIN = fileURLToPath(new URL("../../src/server/main.ts", import.meta.url));
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    // Load shedding is tested elsewhere; a busy test machine must not turn these answers into 503s.
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      MARQUE_MAX_EVENT_LOOP_DELAY_MS: "0",
      // One process: this is the drain of a single server; cluster.test.ts drains a primary's workers.
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/u.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output, exited });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) =>
      reject(new Error(`the server exited with ${code} before listening:\n${output}`)),
    );
  });
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

/** Whether a new TCP connection to `url` is refused. */
const refused = (url: string) =>
  new Promise<string>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve("accepted");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

async function waitFor(output: () => string, text: string) {
  for (let i = 0; i < 200 && !output().includes(text); i++) await new Promise((r) => setTimeout(r, 25));
  expect(output()).toContain(text);
}

const body = JSON.stringify({
  kind: "background",
  identity: { preset: "halden-rail" },
  settings: { width: 640, height: 360 },
});
const postHead = `POST /api/generate HTTP/1.1\r\nHost: marque\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

describe("SIGTERM", () => {
  it("finishes the request in flight with 200, refuses new connections, closes idle ones, exits 0", async () => {
    const server = await start({ MARQUE_SHUTDOWN_GRACE_MS: "10000" });
    // An idle keep-alive connection, which must not hold the shutdown.
    const idle = await open(server.url);
    idle.socket.write("GET /healthz HTTP/1.1\r\nHost: marque\r\n\r\n");
    expect((await idle.response()).status).toBe(200);
    // A request in flight: its body is half sent.
    const inFlight = await open(server.url);
    inFlight.socket.write(postHead + body.slice(0, 40));
    await new Promise((r) => setTimeout(r, 200));

    server.child.kill("SIGTERM");
    await waitFor(server.output, "shutting down");
    expect(await refused(server.url)).toBe("ECONNREFUSED");
    await idle.closed;

    inFlight.socket.write(body.slice(40));
    const response = await inFlight.response();
    expect(response.status).toBe(200);
    expect(response.headers.connection).toBe("close");
    expect(JSON.parse(response.body).artifact.mimeType).toBe("image/svg+xml");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"cut":false');
  }, 30_000);

  it("closes what is still running after the grace period and exits 1", async () => {
    const server = await start({ MARQUE_SHUTDOWN_GRACE_MS: "500" });
    const stuck = await open(server.url);
    stuck.socket.write(postHead + body.slice(0, 40));
    await new Promise((r) => setTimeout(r, 200));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(5_000);
    await stuck.closed;
    expect(server.output()).toContain("grace period over");
  }, 30_000);
});

describe("configuration", () => {
  it("stops at startup with exit 1 and a message naming each bad variable", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: { ...process.env, PORT: "0", MARQUE_RATE_LIMIT: "lots", MARQUE_REQUEST_TIMEOUT_MS: "soon" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("marque: invalid configuration");
    expect(stderr).toContain('MARQUE_RATE_LIMIT="lots": must be <count>/<second|minute|hour>');
    expect(stderr).toContain('MARQUE_REQUEST_TIMEOUT_MS="soon"');
    expect(stderr).not.toContain("    at ");
  }, 30_000);
});
