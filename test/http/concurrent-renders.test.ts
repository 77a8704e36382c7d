// Requests that arrive together are rendered together (RenderQueue): each must still get exactly its own
// answer, byte for byte what it gets alone, and one bad request among them fails alone.
import { describe, expect, it } from "vitest";
import { BACKGROUND_STYLES, SLIDE_LAYOUTS } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";

const server = useServer();

const bodies: unknown[] = [
  ...SLIDE_LAYOUTS.map((slideLayout, i) => ({
    kind: "template",
    template: "slides",
    slideLayout,
    output: i % 2 === 0 ? "raw" : "json",
    identity: { preset: "halden-rail" },
    title: `Quarterly review, part ${i}`,
    body: `First point ${i}\nSecond point\nThird point`,
  })),
  ...BACKGROUND_STYLES.map((style, i) => ({
    kind: "background",
    output: "raw",
    settings: { width: 640, height: 360, style, angle: 10 * i },
  })),
  { kind: "design-sequence", identity: { preset: "tessel-labs" } },
  { kind: "background", settings: { width: 1, height: 360 } },
  { kind: "template", template: "slides", slideLayout: "agenda", title: 42 },
];

async function answer(body: unknown): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await server.post(body);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe("requests rendered together", () => {
  it("each get their own answer, the same bytes as alone, and a bad one fails alone", async () => {
    const together = await Promise.all(bodies.map(answer));
    const alone = [];
    for (const body of bodies) alone.push(await answer(body));
    expect(together.map((a) => a.status)).toEqual([...Array(bodies.length - 2).fill(200), 400, 400]);
    for (const [i, a] of together.entries()) {
      expect(a.type).toBe(alone[i]?.type);
      expect(a.bytes.equals(alone[i]?.bytes ?? Buffer.alloc(0)), `answer ${i}`).toBe(true);
    }
    const titles = together.slice(0, SLIDE_LAYOUTS.length).map((a, i) => a.bytes.includes(`part ${i}<`));
    expect(titles).toEqual(SLIDE_LAYOUTS.map(() => true));
  });
});
