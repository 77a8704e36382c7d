// The readiness probe and the warm-up through the real server: /readyz answers 200 once the server listens,
// 503 `not_ready` in the error body while it sheds load or drains for shutdown (while /healthz, the liveness
// probe, keeps answering 200); and a warmed-up server's first renders of every identity neither stall its
// event loop nor get shed.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { IDENTITY_PRESETS } from "../../src/contract/index.js";
import { buildApp } from "../../src/server/app.js";
import { open, useApp } from "./raw-http.js";

const calm = useApp({});
const full = useApp({ maxHeapMb: 1, overloadSampleMs: 50 });

function expectNotReady(status: number, body: unknown, reason: string) {
  expect(status).toBe(503);
  expect(body).toEqual({
    error: { code: "not_ready", message: expect.stringContaining(reason), field: "request", issues: [] },
    schemaVersion: 1,
  });
}

describe("GET /readyz", () => {
  it("answers 200 ready once the server listens, to GET and HEAD, uncached", async () => {
    const response = await fetch(`${calm.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ status: "ready" });
    const head = await fetch(`${calm.url}/readyz`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("answers 503 not_ready while the server sheds load, while /healthz answers 200", async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(`${full.url}/readyz`);
    expectNotReady(ready.status, await ready.json(), "overloaded");
    expect((await fetch(`${full.url}/api/agent`)).status).toBe(503);
    expect((await fetch(`${full.url}/healthz`)).status).toBe(200);
  });

  it("answers 503 not_ready while the server drains for shutdown", async () => {
    const app = await buildApp({});
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      // A probe whose headers are half sent when the drain begins: its connection is busy, so it stays open.
      const probe = await open(url);
      probe.socket.write("GET /readyz HTTP/1.1\r\nHost: marque\r\n");
      await new Promise((resolve) => setTimeout(resolve, 50));
      const closed = app.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      probe.socket.write("\r\n");
      const response = await probe.response();
      expectNotReady(response.status, JSON.parse(response.body), "draining");
      expect(response.headers.connection).toBe("close");
      await closed;
    } finally {
      await app.close();
    }
  });
});

describe("start-up", () => {
  it("renders each identity's first request after listen without stalling the event loop or shedding it", async () => {
    // The production overload limit (1 s of mean event-loop delay, sampled each second).
    const app = await buildApp({ maxEventLoopDelayMs: 1_000, warmUp: true });
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      // Text the warm-up never set, so these are real first requests for each identity's faces.
      for (const preset of IDENTITY_PRESETS.filter((id) => id !== "custom")) {
        for (const template of ["slides", "partnership"]) {
          const response = await fetch(`${url}/api/generate`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              kind: "template",
              template,
              ...(template === "slides" ? { slideLayout: "title" } : {}),
              output: "raw",
              identity: { preset },
              title: `First light over ${preset}`,
              body: "Opening night: 18:30, Hall B — tickets €12",
            }),
          });
          expect(response.status, `${preset} ${template}`).toBe(200);
          await response.arrayBuffer();
        }
      }
      delay.disable();
      // Cold, each identity's first render parsed its fonts on the loop: 0.4–0.7 s apiece.
      expect(delay.max / 1e6).toBeLessThan(250);
    } finally {
      await app.close();
    }
  }, 120_000);
});
