// What controls() advertises, set() keeps: in the Design Lab and in Motion, every numeric control takes its
// advertised min and max and reads them back exactly, and refuses one step past either end with a message that
// names the bound (never clamping silently); a setting both tools show carries the same label in both.
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

interface Probe {
  label: string;
  min: number;
  max: number;
  step: number;
  readMin: unknown;
  readMax: unknown;
  above: unknown;
  below: unknown;
}

/**
 * The preview scrubbers ("Time", "Sequence time") are not document settings: they move to the nearest export
 * frame, as their hints say, so their max reads back as the last frame's time.
 */
const SCRUBBERS = ["Time", "Sequence time"];

/** Every enabled numeric control with a range, probed at and past its ends; the document restored after each. */
const PROBE = `async (s) => {
  const original = await s.readSource();
  const numbers = (await s.controls()).filter((c) => c.kind === "number" && c.enabled && c.min !== undefined && c.max !== undefined && !${JSON.stringify(SCRUBBERS)}.includes(c.label));
  const refusal = async (label, value) => {
    try { await s.set(label, value); return { accepted: (await s.controls()).find((c) => c.label === label)?.value }; }
    catch (e) { return { refused: e.body?.error?.message ?? String(e), issues: (e.body?.error?.issues ?? []).map((i) => i.message) }; }
  };
  const probes = [];
  for (const c of numbers) {
    const step = c.step ?? 1;
    const read = async () => (await s.controls()).find((x) => x.label === c.label)?.value;
    const probe = { label: c.label, min: c.min, max: c.max, step };
    try { await s.set(c.label, c.min); probe.readMin = await read(); } catch (e) { probe.readMin = { refused: e.body?.error?.message ?? String(e) }; }
    try { await s.set(c.label, c.max); probe.readMax = await read(); } catch (e) { probe.readMax = { refused: e.body?.error?.message ?? String(e) }; }
    probe.above = await refusal(c.label, c.max + step);
    probe.below = await refusal(c.label, c.min - step);
    probes.push(probe);
    await s.applySource(original);
  }
  return probes;
}`;

const boundNamed = (outcome: unknown, bound: number) => {
  const text = JSON.stringify(outcome);
  return text.includes("refused") && text.includes(String(bound));
};

describe("numeric controls keep their advertised bounds", () => {
  for (const tool of ["material", "animation"] as const) {
    it(`${tool}: min and max are taken exactly, one step past either is refused naming the bound`, {
      timeout: 240_000,
    }, async () => {
      const { page } = await browser.fresh();
      await openStudio(page, server.url, `?tool=${tool}`);
      const probes = await inStudio<Probe[]>(page, PROBE);
      expect(probes.length).toBeGreaterThan(5);
      const wrong = probes.filter(
        (p) =>
          p.readMin !== p.min ||
          p.readMax !== p.max ||
          !boundNamed(p.above, p.max) ||
          !boundNamed(p.below, p.min),
      );
      expect(wrong).toEqual([]);
    });
  }
});

/**
 * Settings both tools edit: the export block and the brand mark, and the material's shared controls (the
 * Design Lab's bottom shader, Motion's one material), by their label in either tool.
 */
const SHARED = [
  "Loop duration",
  "Frame rate",
  "Quality",
  "Export width",
  "Speed",
  "Color A",
  "Reset Color A",
  "Center X",
  "Rotation Z",
] as const;

describe("labels", () => {
  it("a setting both the Design Lab and Motion show has the same label in both", {
    timeout: 120_000,
  }, async () => {
    const { page } = await browser.fresh();
    const labels = async (tool: string) => {
      await openStudio(page, server.url, `?tool=${tool}`);
      return inStudio<string[]>(page, `async (s) => (await s.controls()).map((c) => c.label)`);
    };
    const lab = await labels("material");
    const motion = await labels("animation");
    expect(SHARED.filter((label) => !lab.includes(label))).toEqual([]);
    expect(SHARED.filter((label) => !motion.includes(label))).toEqual([]);
  });
});
