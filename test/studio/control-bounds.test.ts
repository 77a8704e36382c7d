// What controls() advertises, set() keeps: in the Design Lab and in Motion, every numeric control takes its
// advertised min and max and reads them back exactly, and refuses one step past either end with a message that
// names the bound (never clamping silently); a setting both tools show carries the same label in both.
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { type InStudio, inStudio, openStudio, useBrowser } from "./helpers.js";

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
const PROBE: InStudio<{ scrubbers: readonly string[] }> = async (s, { scrubbers }) => {
  const original = s.readSource();
  const numbers = s
    .controls()
    .filter(
      (c) =>
        c.kind === "number" &&
        c.enabled &&
        c.min !== undefined &&
        c.max !== undefined &&
        !scrubbers.includes(c.label),
    );
  const failure = (e: unknown) => {
    const error = (e as { body?: { error?: { message?: string; issues?: { message: string }[] } } }).body
      ?.error;
    return { refused: error?.message ?? String(e), issues: (error?.issues ?? []).map((i) => i.message) };
  };
  const refusal = async (label: string, value: number) => {
    try {
      await s.set(label, value);
      return { accepted: s.controls().find((c) => c.label === label)?.value };
    } catch (e) {
      return failure(e);
    }
  };
  const probes: Record<string, unknown>[] = [];
  for (const c of numbers) {
    const min = c.min as number;
    const max = c.max as number;
    const step = c.step ?? 1;
    const read = () => s.controls().find((x) => x.label === c.label)?.value;
    const probe: Record<string, unknown> = { label: c.label, min, max, step };
    try {
      await s.set(c.label, min);
      probe.readMin = read();
    } catch (e) {
      probe.readMin = failure(e);
    }
    try {
      await s.set(c.label, max);
      probe.readMax = read();
    } catch (e) {
      probe.readMax = failure(e);
    }
    probe.above = await refusal(c.label, max + step);
    probe.below = await refusal(c.label, min - step);
    probes.push(probe);
    await s.applySource(original);
  }
  return probes;
};

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
      const probes = await inStudio<Probe[]>(page, PROBE, { scrubbers: SCRUBBERS });
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
      return inStudio<string[]>(page, async (s) => (await s.controls()).map((c) => c.label));
    };
    const lab = await labels("material");
    const motion = await labels("animation");
    expect(SHARED.filter((label) => !lab.includes(label))).toEqual([]);
    expect(SHARED.filter((label) => !motion.includes(label))).toEqual([]);
  });
});
