// Motion's "Motion timing" section: play and scrub the loop on the canvas (exact export frames), its length
// and its frame rate.
import { framesBefore } from "../../../src/contract/index.js";
import type { Control } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import type { MotionSection } from "./section.js";

export function timingControls({ host, doc, loopMs, bound }: MotionSection): Control[] {
  const shown = host.player.timeMs(loopMs, doc.export.fps);
  const frames = framesBefore(loopMs, doc.export.fps);
  return [
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
  ];
}
