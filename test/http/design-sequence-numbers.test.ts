// design-sequence numbers through the server, over the request's bounds (fast-check): even frame sizes, a
// warning when the width had to change, integer timeline times whose cuts add up exactly, paces that differ.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { designSequenceResponseSchema, EXPORT_FPS, RATIOS } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";

const server = useServer();

async function sequence(fields: Record<string, unknown>) {
  const { status, json } = await server.postJson({ kind: "design-sequence", ...fields });
  expect(status, JSON.stringify(json).slice(0, 300)).toBe(200);
  expect(designSequenceResponseSchema.safeParse(json).success).toBe(true);
  return json;
}

describe("design-sequence numbers", () => {
  it("an odd width gives even frames and says so", async () => {
    const json = await sequence({ export: { width: 321 } });
    expect(json.document.canvas).toMatchObject({ width: 320, height: 180 });
    expect(json.document.export).toMatchObject({ width: 320, height: 180 });
    expect(json.warnings).toEqual([
      {
        code: "frame_width_rounded",
        field: "export.width",
        message: "321 is odd; frames are 320×180, since H.264 encoders need even sizes",
      },
    ]);
    expect((await sequence({ export: { width: 322 } })).warnings).toBeUndefined();
  });

  it("the reported case: 12 cuts, 12 fps, 1200 ms — even and accelerating differ, in whole milliseconds", async () => {
    const timeline = async (pace: string) =>
      (
        await sequence({
          export: { fps: 12, durationMs: 1200 },
          sequence: { cutCount: 12, pace },
        })
      ).document.sequence.timeline;
    const [even, fast] = [await timeline("even"), await timeline("accelerating")];
    const counts = (t: any) => t.cuts.map((c: any) => c.frameCount);
    expect(counts(even)).not.toEqual(counts(fast));
    for (const t of [even, fast]) {
      expect(t.cuts.every((c: any) => Number.isInteger(c.durationMs) && Number.isInteger(c.startMs))).toBe(
        true,
      );
      expect(t.cuts.reduce((sum: number, c: any) => sum + c.durationMs, 0)).toBe(1200);
    }
  });

  it("holds over the request's bounds (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          ratio: fc.constantFrom(...RATIOS),
          width: fc.integer({ min: 320, max: 3840 }),
          fps: fc.constantFrom(...EXPORT_FPS),
          durationMs: fc.integer({ min: 1200, max: 4000 }),
          cutCount: fc.integer({ min: 8, max: 12 }),
          finalHoldMs: fc.integer({ min: 3000, max: 6000 }),
        }),
        async ({ ratio, width, fps, durationMs, cutCount, finalHoldMs }) => {
          const request = (pace: string) => ({
            ratio,
            export: { width, fps, durationMs },
            sequence: { cutCount, finalHoldMs, pace },
          });
          const [even, fast] = [await sequence(request("even")), await sequence(request("accelerating"))];
          for (const { document } of [even, fast]) {
            const { canvas, export: exported, sequence: seq } = document;
            expect(
              (canvas.width % 2) + (canvas.height % 2) + (exported.width % 2) + (exported.height % 2),
            ).toBe(0);
            expect(exported.width).toBe(width - (width % 2));
            const { timeline } = seq;
            for (const cut of timeline.cuts) {
              expect(Number.isInteger(cut.durationMs) && Number.isInteger(cut.startMs)).toBe(true);
            }
            expect(timeline.cuts.reduce((sum: number, cut: any) => sum + cut.durationMs, 0)).toBe(durationMs);
            expect(timeline.totalMs).toBe(durationMs + finalHoldMs);
            expect(exported.frameCount).toBe(timeline.totalFrames);
          }
          const counts = (json: any) => json.document.sequence.timeline.cuts.map((c: any) => c.frameCount);
          expect(counts(even)).not.toEqual(counts(fast));
          expect(even.warnings?.length ?? 0).toBe(width % 2);
        },
      ),
      { seed: 5, numRuns: 60 },
    );
  });
});
