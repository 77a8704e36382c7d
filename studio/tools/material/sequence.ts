// The Design Lab's "Sequence" section: the sequence and export settings with the contract's bounds, the
// resolved cuts with their materials (read-only: they follow the settings), and the preview of the shader
// sequence — "Play sequence" plays it on the canvas, "Sequence time" scrubs to an exact export frame.
import { materialById } from "../../../src/catalog/materials/index.js";
import type { DesignLabDocument, JsonSchema, Timeline } from "../../../src/contract/index.js";
import { timelineOf } from "../../compose/sequence.js";
import type { Control, CustomWidget } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import { schemaControls, withValue } from "../schema-controls.js";
import type { LabHost } from "./edits.js";

export const SEQUENCE_SECTION = "Sequence";

const nameOf = (id: string) => materialById(id)?.name ?? id;

/** The export frame index at `timeMs` of a timeline (frame i is drawn at i × 1000 / fps ms). */
export const frameAt = (timeline: Timeline, timeMs: number): number =>
  Math.max(0, Math.min(timeline.totalFrames - 1, Math.round((timeMs * timeline.fps) / 1000)));

/** The preview's sequence state (UI state, never the document): playing, or paused at a scrubbed time. */
export class SequencePreview {
  /** Whether the canvas shows the sequence (playing, or paused at `#timeMs`). */
  #shown = false;
  #playing = false;
  #timeMs = 0;
  /** performance.now() at the sequence's time 0 while playing. */
  #origin = 0;

  get shown(): boolean {
    return this.#shown;
  }

  get playing(): boolean {
    return this.#playing;
  }

  /** The sequence time the canvas shows: the exact time of an export frame. */
  timeMs(timeline: Timeline, now = performance.now()): number {
    const raw = this.#playing ? (now - this.#origin) % timeline.totalMs : this.#timeMs;
    return (frameAt(timeline, raw) * 1000) / timeline.fps;
  }

  play(timeline: Timeline, on: boolean): void {
    if (on === this.#playing) return;
    if (on) {
      // Resume where it paused (from the start when it paused at the end).
      const from = this.#timeMs >= timeline.totalMs - 1000 / timeline.fps ? 0 : this.#timeMs;
      this.#origin = performance.now() - from;
    } else this.#timeMs = this.timeMs(timeline);
    this.#playing = on;
    this.#shown = true;
  }

  scrub(timeMs: number): void {
    this.#playing = false;
    this.#shown = true;
    this.#timeMs = timeMs;
  }

  leave(): void {
    this.#playing = false;
    this.#shown = false;
  }
}

/** The section's controls; `seed` is the identity's id (what timelines are resolved with). */
export function sequenceControls(
  host: LabHost,
  schema: JsonSchema,
  preview: SequencePreview,
  seed: string,
  redraw: () => void,
): Control[] {
  const doc = host.doc();
  const timeline = timelineOf(doc, seed);
  const settings = schemaControls(
    schema,
    doc,
    [
      { path: "sequence.cutCount", label: "Cut count", section: SEQUENCE_SECTION },
      {
        path: "sequence.pace",
        label: "Pace",
        section: SEQUENCE_SECTION,
        optionLabels: { even: "Even", accelerating: "Accelerating" },
        hint: "even: cuts of equal length; accelerating: each cut at most as long as the one before",
      },
      { path: "sequence.finalHoldMs", label: "Final hold", section: SEQUENCE_SECTION, hint: "milliseconds" },
      {
        path: "export.durationMs",
        label: "Loop duration",
        section: SEQUENCE_SECTION,
        hint: "milliseconds of cuts before the final hold; also the length of GIF and MP4 loops",
      },
      { path: "export.fps", label: "Frame rate", section: SEQUENCE_SECTION, hint: "frames per second" },
      {
        path: "export.gifLoop",
        label: "GIF loop",
        section: SEQUENCE_SECTION,
        optionLabels: { raw: "Raw", seamless: "Seamless" },
      },
      {
        path: "export.quality",
        label: "Quality",
        section: SEQUENCE_SECTION,
        optionLabels: { fast: "Fast", balanced: "Balanced", best: "Best" },
      },
    ],
    async (path, value) => {
      await host.commit(
        // A candidate of the document's shape: commit validates it before anything reads it as one.
        withValue(host.doc(), path, value) as unknown as DesignLabDocument,
      );
    },
  );
  const shown = preview.timeMs(timeline);
  const frame = frameAt(timeline, shown);
  const cut = timeline.cuts.find((c) => frame >= c.startFrame && frame < c.startFrame + c.frameCount);
  const where = cut
    ? `cut ${cut.index + 1} of ${timeline.cuts.length}: ${nameOf(cut.materialId)}`
    : `final hold: ${nameOf(timeline.cuts.at(-1)?.materialId ?? "")}`;
  const cuts = timeline.cuts.map((c) => ({
    materialId: c.materialId,
    name: nameOf(c.materialId),
    startMs: c.startMs,
    durationMs: c.durationMs,
    frameCount: c.frameCount,
  }));
  return [
    ...settings,
    {
      label: "Cuts",
      kind: "text",
      value: cuts,
      enabled: true,
      section: SEQUENCE_SECTION,
      hint: `${timeline.totalFrames} frames, ${timeline.totalMs} ms with the ${timeline.finalHoldMs} ms hold${doc.sequence.timeline ? " (the document's own timeline)" : ""}`,
      widget: () => cutList(() => host.doc().sequence.finalHoldMs),
      commit: () => {
        throw StudioError.of(
          "invalid_request",
          "Cuts is read-only: it follows the material, cut count, pace, duration, final hold and frame rate",
          "sequence.timeline",
        );
      },
    },
    {
      label: "Play sequence",
      kind: "toggle",
      value: preview.playing,
      enabled: true,
      section: SEQUENCE_SECTION,
      hint: "plays the shader sequence on the canvas, as the shader-sequence export draws it",
      commit: (value) => {
        preview.play(timelineOf(host.doc(), seed), value === true || value === "true");
        redraw();
      },
    },
    {
      label: "Sequence time",
      kind: "number",
      value: shown,
      min: 0,
      max: timeline.totalMs,
      step: 1,
      enabled: true,
      section: SEQUENCE_SECTION,
      hint: `${preview.shown ? "" : "scrub to preview · "}frame ${frame + 1} of ${timeline.totalFrames} · ${where}`,
      commit: (value) => {
        const ms = Number(value);
        const { totalMs } = timelineOf(host.doc(), seed);
        if (!Number.isFinite(ms) || ms < 0 || ms > totalMs)
          throw StudioError.of(
            "invalid_request",
            `Sequence time must be between 0 and ${totalMs} ms`,
            "timeMs",
          );
        preview.scrub(ms);
        redraw();
      },
    },
    {
      label: "Back to the design",
      kind: "button",
      value: undefined,
      enabled: preview.shown,
      reason: "the canvas already shows the design",
      section: SEQUENCE_SECTION,
      hint: "the canvas shows the design again instead of the sequence",
      run: () => {
        preview.leave();
        redraw();
      },
    },
  ];
}

interface CutEntry {
  name: string;
  durationMs: number;
}

/** The cuts as an ordered list, material and length, then the hold; rebuilt from the control's value. */
function cutList(holdMs: () => number): CustomWidget {
  const list = document.createElement("ol");
  list.className = "cut-list";
  const item = (name: string, ms: number, className = "", index = "") => {
    const entry = Object.assign(document.createElement("li"), { className });
    entry.append(
      Object.assign(document.createElement("span"), { className: "cut-index", textContent: index }),
    );
    const time = Object.assign(document.createElement("span"), {
      className: "cut-time",
      textContent: `${ms} ms`,
    });
    entry.append(Object.assign(document.createElement("span"), { textContent: name }), time);
    return entry;
  };
  return {
    field: list,
    parts: [list],
    sync(control) {
      const cuts = control.value as CutEntry[];
      list.replaceChildren(
        ...cuts.map((cut, i) => item(cut.name, cut.durationMs, "", `${i + 1}`)),
        item(`Hold: ${cuts.at(-1)?.name ?? ""}`, holdMs(), "cut-hold"),
      );
    },
  };
}
