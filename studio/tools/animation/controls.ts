// Motion's inspector: Size, Motion timing (play, scrub, loop length, frame rate), Material (the shared Shader
// Library panel and palettes), Mark, Type, Export and the material's settings — every field bound to the
// contract's schema, so the form's bounds and choices are the ones the validator enforces.
import {
  entranceBounds,
  entranceSchema,
  framesBefore,
  type JsonSchema,
  MOTION_MIN_EXPORT_WIDTH,
  MOTION_SIZES,
  type MotionDocument,
  type MotionEntrance,
  type MotionSize,
  motionDocumentSchema,
  type PartialMaterialSettings,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import type { Control } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import type { ShaderLibrary } from "../../runtime/shader-library/index.js";
import { paletteControl } from "../../runtime/shader-library/index.js";
import { type FieldBinding, schemaControls, withValue } from "../schema-controls.js";
import { materialSettingControls } from "./material-controls.js";
import type { MotionPlayer } from "./player.js";

const schema: JsonSchema = toRequestJsonSchema(motionDocumentSchema);
/** The shortest entrance the contract allows. */
const MIN_ENTRANCE_MS = entranceSchema.shape.durationMs.unwrap().minValue ?? 0;

type Swatches = readonly { name: string; value: string }[];

/** What the controls need from the tool. */
export interface MotionHost {
  doc(): MotionDocument;
  /** Validates and applies `next`; resolves once committed (throws the API's error body when refused). */
  commit(next: unknown): Promise<void>;
  player: MotionPlayer;
  library: ShaderLibrary;
  /** The identity's colours as one-click choices, and its own gradient. */
  swatches: Swatches;
  gradient: readonly [string, string, string];
  /** The line's colour when the document leaves it to the material (paper on dark, ink on light). */
  autoTextColor(): string;
  /** The line a new Type starts with (the identity's tagline or name). */
  defaultLine(): string;
  /** Chooses a material with its tuned settings written out. */
  choose(materialId: string): Promise<void>;
  redraw(): void;
}

const SIZE_LABELS = Object.fromEntries(
  Object.entries(MOTION_SIZES).map(([id, { width, height }]) => [
    id,
    `${{ square: "Square", story: "Story", wide: "Wide", opengraph: "Open Graph" }[id as MotionSize]} ${width}×${height}`,
  ]),
);
const POSITION_LABELS = {
  center: "Centre",
  top: "Top",
  bottom: "Bottom",
  "top-left": "Top left",
  "top-right": "Top right",
  "bottom-left": "Bottom left",
  "bottom-right": "Bottom right",
};
const ENTRANCE_LABELS = { fade: "Fade", rise: "Rise", scale: "Scale", none: "None (always there)" };
const EASING_LABELS = {
  linear: "Linear",
  "ease-in": "Ease in",
  "ease-out": "Ease out",
  "ease-in-out": "Ease in and out",
  "back-out": "Back out (overshoot)",
};

/** An element's entrance fields, labelled with its name ("Mark entrance", "Type easing"…). */
const entranceBindings = (
  element: "mark" | "text",
  name: string,
  section: string,
  limits: { delayMs: number; durationMs: number } | undefined,
  inactive?: string,
) =>
  (
    [
      ["kind", "entrance", ENTRANCE_LABELS, undefined],
      ["easing", "easing", EASING_LABELS, undefined],
      ["delayMs", "delay", undefined, "milliseconds from the loop's start"],
      ["durationMs", "duration", undefined, "milliseconds; the exit mirrors it at the loop's end"],
    ] as const
  ).map(
    ([field, word, optionLabels, hint]): FieldBinding => ({
      path: `${element}.entrance.${field}`,
      label: `${name} ${word}`,
      section,
      ...(optionLabels ? { optionLabels } : {}),
      ...(hint ? { hint } : {}),
      ...(limits && (field === "delayMs" || field === "durationMs") ? { max: limits[field] } : {}),
      ...(inactive ? { inactive } : {}),
    }),
  );

/** The entrance's time in the loop, for hints ("in 0–800 ms, out 3200–4000 ms"). */
const timingOf = (entrance: MotionEntrance | undefined, loopMs: number) =>
  !entrance || entrance.kind === "none"
    ? "always there"
    : `in ${entrance.delayMs}–${entrance.delayMs + entrance.durationMs} ms, out ${loopMs - entrance.delayMs - entrance.durationMs}–${loopMs - entrance.delayMs} ms`;

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
  const markOff = doc.mark.visible ? undefined : "Show mark is on";
  const typeOff = doc.text ? undefined : "Show type is on";
  const commitPath = async (path: string, value: unknown) => {
    const next = withValue(host.doc(), path, value);
    // A shorter loop shortens the entrances that no longer end by its half, in the same (undoable) edit.
    if (path === "export.durationMs" && typeof value === "number" && Number.isFinite(value))
      return host.commit(withEntrancesWithin(next, value / 2));
    return host.commit(next);
  };
  // An entrance that plays ends by half the loop: its delay and duration bound each other (the contract's rule).
  const playing = (entrance: MotionEntrance | undefined) =>
    entrance && entrance.kind !== "none" ? entranceBounds(entrance, loopMs) : undefined;
  const bound = (bindings: FieldBinding[]) => schemaControls(schema, doc, bindings, commitPath);
  const shown = host.player.timeMs(loopMs, doc.export.fps);
  const frames = framesBefore(loopMs, doc.export.fps);
  const { materialId } = doc.material;
  const colors = (["colorA", "colorB", "colorC"] as const).map((name) =>
    String(doc.material.settings[name] ?? ""),
  );

  return [
    ...bound([{ path: "size", label: "Size", section: "Size", optionLabels: SIZE_LABELS }]),
    {
      label: "Play",
      kind: "toggle",
      value: host.player.playing,
      enabled: true,
      section: "Motion timing",
      hint: "plays the loop on the canvas, as the GIF and MP4 draw it",
      commit: (value) => {
        const now = host.doc().export;
        host.player.play(value === true || value === "true", now.durationMs, now.fps);
        host.redraw();
      },
    },
    {
      label: "Time",
      kind: "number",
      value: shown,
      min: 0,
      max: loopMs,
      step: 1,
      enabled: true,
      section: "Motion timing",
      hint: `frame ${Math.round((shown * doc.export.fps) / 1000) + 1} of ${frames}; scrub to any export frame`,
      commit: (value) => {
        const ms = Number(value);
        const limit = host.doc().export.durationMs;
        if (!Number.isFinite(ms) || ms < 0 || ms > limit)
          throw StudioError.of("invalid_request", `Time must be between 0 and ${limit} ms`, "timeMs");
        host.player.scrub(ms);
        host.redraw();
      },
    },
    ...bound([
      {
        path: "export.durationMs",
        label: "Loop duration",
        section: "Motion timing",
        hint: "milliseconds; entrances play in the first half (shortened to fit), their mirrored exits in the second",
      },
      { path: "export.fps", label: "Frame rate", section: "Motion timing", hint: "frames per second" },
    ]),
    ...host.library.materialControls("Material", materialId, (id) => host.choose(id)),
    paletteControl("Material", host.gradient, colors, (palette) => {
      const { material } = host.doc();
      const [colorA, colorB, colorC] = palette;
      return host.commit({
        ...host.doc(),
        material: { ...material, settings: { ...material.settings, colorA, colorB, colorC } },
      });
    }),
    ...bound([
      { path: "mark.visible", label: "Show mark", section: "Mark" },
      {
        path: "mark.position",
        label: "Mark position",
        section: "Mark",
        optionLabels: POSITION_LABELS,
        ...(markOff ? { inactive: markOff } : {}),
      },
      {
        path: "mark.variant",
        label: "Mark variant",
        section: "Mark",
        optionLabels: { auto: "Automatic", dark: "For dark grounds", light: "For light grounds" },
        ...(markOff ? { inactive: markOff } : {}),
      },
      { path: "mark.scale", label: "Mark scale", section: "Mark", ...(markOff ? { inactive: markOff } : {}) },
      {
        path: "mark.tint",
        label: "Mark tint",
        section: "Mark",
        swatches: host.swatches,
        ...(markOff ? { inactive: markOff } : {}),
      },
      ...entranceBindings(
        "mark",
        "Mark",
        "Mark",
        playing(doc.mark.visible ? doc.mark.entrance : undefined),
        markOff,
      ),
    ]).map((control) =>
      control.label === "Mark entrance" ? { ...control, hint: timingOf(doc.mark.entrance, loopMs) } : control,
    ),
    {
      label: "Show type",
      kind: "toggle",
      value: doc.text !== undefined,
      enabled: true,
      section: "Type",
      hint: "a line of type, set in the identity's typography",
      commit: (value) => {
        const on = value === true || value === "true";
        const current = host.doc();
        if (on === (current.text !== undefined)) return;
        const { text: _text, ...rest } = current;
        return host.commit(on ? { ...rest, text: { value: host.defaultLine() } } : rest);
      },
    },
    ...bound([
      { path: "text.value", label: "Line", section: "Type", ...(typeOff ? { inactive: typeOff } : {}) },
      {
        path: "text.font",
        label: "Type role",
        section: "Type",
        optionLabels: { display: "Display", body: "Body", mono: "Mono" },
        ...(typeOff ? { inactive: typeOff } : {}),
      },
      {
        path: "text.weight",
        label: "Type weight",
        section: "Type",
        ...(typeOff ? { inactive: typeOff } : {}),
      },
      { path: "text.size", label: "Type size", section: "Type", ...(typeOff ? { inactive: typeOff } : {}) },
      {
        path: "text.color",
        label: "Type colour",
        section: "Type",
        swatches: host.swatches,
        ...(typeOff ? { inactive: typeOff } : {}),
      },
      {
        path: "text.position",
        label: "Type position",
        section: "Type",
        optionLabels: POSITION_LABELS,
        ...(typeOff ? { inactive: typeOff } : {}),
      },
      ...entranceBindings("text", "Type", "Type", playing(doc.text?.entrance), typeOff),
    ]).map((control) =>
      control.label === "Type entrance"
        ? { ...control, hint: timingOf(doc.text?.entrance, loopMs) }
        : control,
    ),
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
