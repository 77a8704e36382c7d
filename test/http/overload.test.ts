// Load shedding through the real server: while the event loop lags or the heap is past its limit, requests
// get 503 `overloaded` in the error body with Retry-After at once; /healthz keeps answering 200.
import { describe, expect, it } from "vitest";
import { EDGE } from "../../src/policy/config.js";
import { useApp } from "./raw-http.js";

const lagging = useApp({ maxEventLoopDelayMs: 30, overloadSampleMs: 200 });
const full = useApp({ maxHeapMb: 1, overloadSampleMs: 50 });
const calm = useApp({ maxEventLoopDelayMs: 30, overloadSampleMs: 200 });

/** Keeps the event loop (which the server shares with this test) busy for `ms`. */
function block(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: no timer, no I/O runs meanwhile
  }
}

async function expectOverloaded(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe(String(EDGE.overloadRetryAfterSeconds));
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  const body = await response.json();
  expect(body).toEqual({
    error: {
      code: "overloaded",
      message: expect.stringContaining("overloaded"),
      field: "request",
      issues: [],
    },
    schemaVersion: 1,
  });
  return body.error.message as string;
}

describe("event-loop delay past its limit", () => {
  it("answers 503 overloaded with Retry-After, while /healthz answers 200", async () => {
    let shed: [Response, Response] | undefined;
    // Block the loop, then ask at once: the first sample after the block sees the delay.
    for (let attempt = 0; attempt < 20 && !shed; attempt++) {
      block(400);
      // Let the overdue sample run, then ask before the next one.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const answers = await Promise.all([fetch(`${lagging.url}/api/agent`), fetch(`${lagging.url}/healthz`)]);
      if (answers[0].status === 503) shed = answers;
      else await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    }
    if (!shed) throw new Error("the server never shed load while its event loop was blocked");
    const [api, health] = shed;
    expect(await expectOverloaded(api)).toContain("event loop");
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
  });

  it("answers normally once the loop has caught up", async () => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    const response = await fetch(`${calm.url}/api/agent`);
    expect(response.status).toBe(200);
  });
});

describe("heap past its limit", () => {
  it("answers 503 on every route but /healthz", async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const path of ["/api/agent", "/docs", "/nowhere"]) {
      expect(await expectOverloaded(await fetch(`${full.url}${path}`))).toContain("memory");
    }
    const post = await fetch(`${full.url}/api/generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "background" }),
    });
    await expectOverloaded(post);
    expect((await fetch(`${full.url}/healthz`)).status).toBe(200);
  });
});
