// Property: every valid request of every kind, generated from the contract, is answered 200 with the shape its
// output promises, and the same request sent again (to another app, as other bytes) gives byte-identical output.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validRequest } from "../../harness/arbitraries/index.js";
import { artifactEnvelopeSchema, GENERATE_KINDS, RESPONSE_MEDIA_TYPES } from "../../src/contract/index.js";
import { post, postText, SEED, useApps } from "./support.js";

const apps = useApps();

/** Cases per kind (four kinds; each case is two requests). */
const RUNS = 100;

/** Headers that are part of the artifact: its media type, its file name, its warnings. */
const ARTIFACT_HEADERS = ["content-type", "content-disposition", "x-marque-warnings"];

describe.each(GENERATE_KINDS)("valid %s requests", (kind) => {
  it("are answered 200, in their output's shape, and deterministically", async () => {
    await fc.assert(
      fc.asyncProperty(validRequest(kind), async (request) => {
        const first = await post(apps.first, request);
        expect(first.statusCode, first.body.slice(0, 600)).toBe(200);

        const output = (request.output ?? "json") as string;
        const mediaType = (RESPONSE_MEDIA_TYPES[kind] as Record<string, string>)[output];
        expect(String(first.headers["content-type"]).split(";")[0]).toBe(mediaType);
        if (kind === "background" || kind === "template") {
          if (output === "json") expect(() => artifactEnvelopeSchema.parse(first.json())).not.toThrow();
          else expect(first.body).toMatch(/^<svg[\s>]/);
        }

        // Another app (its own cache), and other bytes for the same request (no cache key can match).
        const again = await postText(apps.second, JSON.stringify(request, null, 2));
        expect(again.statusCode).toBe(200);
        for (const name of ARTIFACT_HEADERS) expect(again.headers[name], name).toEqual(first.headers[name]);
        expect(again.rawPayload.equals(first.rawPayload), "the same request gave different bytes").toBe(true);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
