// Large generate requests (caller images) render on the render thread, not the server's event loop: while a
// request with three SVG images is inspected and rendered, the loop stays free (the probes answer at once),
// and the answer is byte for byte what rendering on the loop gives. Before, the same request held the loop
// for the whole inspection and render (~0.5–3 s).
import { describe, expect, it } from "vitest";
import { heavyRequestBody } from "../../harness/heavy-request.js";
import { generate } from "../../src/generate/generate.js";
import { validateGenerateText } from "../../src/generate/validate.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { staticBody } from "../../src/server/static-response.js";
import { useApp } from "./raw-http.js";

const server = useApp({});
const post = (body: string) =>
  fetch(`${server.url}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });

describe("a request with large images", () => {
  it("answers a bad large request with the same error body as a small one", async () => {
    const body = heavyRequestBody(100_000, 8).replace('"title"', '"titel"');
    const response = await post(body);
    expect(response.status).toBe(400);
    const error = (await response.json()).error;
    expect(error.code).toBe("unknown_field");
    expect(error.field).toBe("titel");
  });

  it("renders off the event loop, the probes answering meanwhile, with the bytes the loop would make", async () => {
    // The thread started (and loaded its code) with the first large request, in the test above.
    // Distinct images (seed), so that nothing is cached from another test.
    const body = heavyRequestBody(400_000, 7);
    const answer = post(body);
    const probes: number[] = [];
    let done = false;
    void answer.finally(() => {
      done = true;
    });
    while (!done) {
      const startedAt = performance.now();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      probes.push(performance.now() - startedAt);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await answer;
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    // Rendered on this loop (the test's own), the same request gives the same bytes.
    const local = generate(validateGenerateText(body), defaultFontBook());
    expect(bytes.equals(staticBody(local.body, local.mediaType).identity.body)).toBe(true);
    // On the loop, inspecting three 400 KB SVGs and rendering them held it for ~1 s in one piece.
    // On the loop, inspecting three 400 KB SVGs and rendering them held it in one piece, and the probe asked
    // meanwhile waited for the whole of it.
    expect(probes.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...probes)).toBeLessThan(250);
  }, 120_000);
});
