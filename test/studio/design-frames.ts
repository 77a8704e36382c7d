// What the Design Lab frame tests (appearance, text effects, layer fills, groups) share: a small 320×180
// document over the shader layer, one-colour PNG images to place in it, and named documents exported as PNG
// frames (and one as a GIF) in one call into the page, decoded here.
import { decode, encode } from "fast-png";
import type { Page } from "playwright-core";
import { inStudio } from "./helpers.js";

/** The shader layer's material in these documents. */
export const FRAME_MATERIAL = "electric-tide";

/** White heavy words across the middle of a 320×180 frame: the text layer the ink and fill tests draw. */
export const FRAME_WORDS = {
  id: "words",
  type: "text",
  value: "MMMM",
  size: 30,
  weight: 900,
  x: 50,
  y: 65,
  color: "#FFFFFF",
} as const;

/** A decoded PNG frame. */
export type Frame = ReturnType<typeof decode>;

/** A 64×64 PNG of one colour, as a data URL. */
export function squarePng([r, g, b]: readonly [number, number, number]): string {
  const data = new Uint8Array(64 * 64 * 4);
  for (let i = 0; i < data.length; i += 4) data.set([r, g, b, 255], i);
  return `data:image/png;base64,${Buffer.from(encode({ width: 64, height: 64, data, channels: 4 })).toString("base64")}`;
}

/**
 * A Design Lab document exported 320×180 (12 fps, 1.2 s) on `backgroundColor`: the shader layer (hidden unless
 * `shaderVisible`), then `layers`; `fields` adds top-level fields (groups).
 */
export const frameDocument = (
  backgroundColor: string,
  layers: readonly object[],
  { shaderVisible = false, fields = {} }: { shaderVisible?: boolean; fields?: Record<string, unknown> } = {},
) => ({
  kind: "design-lab",
  schema: 2,
  version: 4,
  canvas: { ratio: "wide", backgroundColor },
  layers: [{ type: "shader", materialId: FRAME_MATERIAL, visible: shaderVisible }, ...layers],
  ...fields,
  export: { width: 320, fps: 12, durationMs: 1200 },
});

/** A named document to export, with the time of its frame (the export's default when omitted). */
export type FrameCase = { document: unknown; timeMs?: number };

/**
 * Applies each case in turn and exports its PNG frame; with `gif`, that case is applied again and exported as
 * a GIF too (under the key "gif"). The exports as base64, by name.
 */
export async function exportFrames(
  page: Page,
  cases: Readonly<Record<string, FrameCase>>,
  gif?: string,
): Promise<Record<string, string>> {
  return inStudio<Record<string, string>, { cases: Readonly<Record<string, FrameCase>>; gif?: string }>(
    page,
    async (s, { cases, gif }) => {
      const out: Record<string, string> = {};
      for (const [name, { document, timeMs }] of Object.entries(cases)) {
        await s.applySource(document);
        const options = timeMs === undefined ? {} : { timeMs };
        out[name] = (await s.invoke("design.export", { format: "png", ...options, base64: true })).base64;
      }
      if (gif !== undefined) {
        await s.applySource(cases[gif]?.document);
        out.gif = (await s.invoke("design.export", { format: "gif", base64: true })).base64;
      }
      return out;
    },
    { cases, gif },
  );
}

/** `cases` of documents alone, each exported at the default time. */
export const framesOf = (documents: Readonly<Record<string, unknown>>): Record<string, FrameCase> =>
  Object.fromEntries(Object.entries(documents).map(([name, document]) => [name, { document }]));

/** An exported PNG (base64), decoded. */
export const decodeFrame = (base64: string | undefined): Frame => decode(Buffer.from(base64 ?? "", "base64"));

/** The RGB of the pixel at (x, y). */
export const pixel = (frame: Frame, x: number, y: number) => {
  const i = (y * frame.width + x) * frame.channels;
  return [frame.data[i], frame.data[i + 1], frame.data[i + 2]];
};
