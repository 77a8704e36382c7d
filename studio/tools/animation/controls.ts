// Motion's inspector: Size, Motion timing (play, scrub, loop length, frame rate), Material (the shared Shader
// Library panel and palettes), Mark, Type, Export and the material's settings — every field bound to the
// contract's schema, so the form's bounds and choices are the ones the validator enforces.
import {
  entranceSchema,
  type JsonSchema,
  MOTION_MIN_EXPORT_WIDTH,
  MOTION_SIZES,
  type MotionEntrance,
  type MotionSize,
  motionDocumentSchema,
  type PartialMaterialSettings,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import type { Control } from "../../runtime/controls.js";
import { paletteControl } from "../../runtime/shader-library/index.js";
import { type FieldBinding, schemaControls, withValue } from "../schema-controls.js";
import { markControls, typeControls } from "./element-controls.js";
import { materialSettingControls } from "./material-controls.js";
import type { MotionHost, MotionSection } from "./section.js";
import { timingControls } from "./timing-controls.js";

export type { MotionHost } from "./section.js";

const schema: JsonSchema = toRequestJsonSchema(motionDocumentSchema);
/** The shortest entrance the contract allows. */
const MIN_ENTRANCE_MS = entranceSchema.shape.durationMs.unwrap().minValue ?? 0;

const SIZE_LABELS = Object.fromEntries(
  Object.entries(MOTION_SIZES).map(([id, { width, height }]) => [
    id,
    `${{ square: "Square", story: "Story", wide: "Wide", opengraph: "Open Graph" }[id as MotionSize]} ${width}×${height}`,
  ]),
);

/** `doc` with each entrance ending by `halfMs`: its duration shortened first (to 100 ms), then its delay. */
function withEntrancesWithin(doc: Record<string, unknown>, halfMs: number): Record<string, unknown> {
  const within = (element: unknown) => {
    const entrance = (element as { entrance?: MotionEntrance } | undefined)?.entrance;
    if (!entrance || entrance.delayMs + entrance.durationMs <= halfMs) return element;
    const durationMs = Math.max(MIN_ENTRANCE_MS, Math.floor(halfMs - entrance.delayMs));
    const delayMs = Math.max(0, Math.min(entrance.delayMs, Math.floor(halfMs - durationMs)));
    return { ...(element as object), entrance: { ...entrance, delayMs, durationMs } };
  };
  return {
    ...doc,
    mark: within(doc.mark),
    ...(doc.text === undefined ? {} : { text: within(doc.text) }),
  };
}

export function motionControls(host: MotionHost): Control[] {
  const doc = host.doc();
  const loopMs = doc.export.durationMs;
  const size = MOTION_SIZES[doc.size];
  const commitPath = async (path: string, value: unknown) => {
    const next = withValue(host.doc(), path, value);
    // A shorter loop shortens the entrances that no longer end by its half, in the same (undoable) edit.
    if (path === "export.durationMs" && typeof value === "number" && Number.isFinite(value))
      return host.commit(withEntrancesWithin(next, value / 2));
    return host.commit(next);
  };
  const bound = (bindings: FieldBinding[]) => schemaControls(schema, doc, bindings, commitPath);
  const section: MotionSection = { host, doc, loopMs, bound };
  const { materialId } = doc.material;
  const colors = (["colorA", "colorB", "colorC"] as const).map((name) =>
    String(doc.material.settings[name] ?? ""),
  );

  return [
    ...bound([{ path: "size", label: "Size", section: "Size", optionLabels: SIZE_LABELS }]),
    ...timingControls(section),
    ...host.library.materialControls("Material", materialId, (id) => host.choose(id)),
    paletteControl("Material", host.gradient, colors, (palette) => {
      const { material } = host.doc();
      const [colorA, colorB, colorC] = palette;
      return host.commit({
        ...host.doc(),
        material: { ...material, settings: { ...material.settings, colorA, colorB, colorC } },
      });
    }),
    ...markControls(section),
    ...typeControls(section),
    ...bound([
      {
        path: "export.width",
        label: "Export width",
        section: "Export",
        fallback: size.width,
        max: size.width,
        hint: `pixels, ${MOTION_MIN_EXPORT_WIDTH}–${size.width}; the height keeps the ${size.width}×${size.height} aspect`,
      },
      {
        path: "export.quality",
        label: "Quality",
        section: "Export",
        optionLabels: { fast: "Fast", balanced: "Balanced", best: "Best" },
      },
      {
        path: "export.loop",
        label: "Loop",
        section: "Export",
        optionLabels: { seamless: "Seamless", raw: "Raw" },
        hint: "seamless: the end flows into the start (GIF and MP4); raw: the timeline as is",
      },
    ]),
    ...materialSettingControls(
      () => ({
        materialId: host.doc().material.materialId,
        settings: host.doc().material.settings as PartialMaterialSettings,
      }),
      host.swatches,
      (settings) => host.commit({ ...host.doc(), material: { ...host.doc().material, settings } }),
    ),
  ];
}
