// What a task needs from the browser that renders it, checked against the capabilities a page probed: shared by
// the exporter in this process and the Redis queue, which reads the capabilities its workers report.
import type { ExportTask } from "./queue.js";

/** Why `task` cannot run in a browser with `caps`; undefined when it can, or while nothing was probed yet. */
export function unsupportedIn(
  caps: Record<string, boolean> | undefined,
  task: ExportTask,
): string | undefined {
  if (!caps) return undefined;
  const live = task.tool === "material" || task.tool === "animation";
  if (live && !caps.webgl2)
    return "this Chromium has no WebGL2 (live materials): run it with a working GL (SwiftShader ships with Debian's chromium)";
  if (task.options.format === "mp4" && !caps.h264)
    return "this Chromium cannot encode H.264 through WebCodecs (MP4): install Debian's chromium with its codecs (chromium, not chromium-headless-shell)";
  if (task.options.format === "webm" && !caps.vp9)
    return "this Chromium cannot encode VP9 through WebCodecs (WebM): install Debian's chromium (chromium, not chromium-headless-shell)";
  return undefined;
}
