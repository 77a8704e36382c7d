// window.marque.studio (version 1): one stable object that always speaks for the visible tool and reads
// live state at call time, so a reference held across edits and tool switches never goes stale.
import { exportActionOf, STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { DEFAULT_DESIGN_LAB_MODE, DESIGN_LAB_MODES, STUDIO_API, toBase64 } from "../../src/contract/index.js";
import type { Studio } from "../shell/studio.js";
import type { Artifact, ExportFormat } from "../tools/types.js";
import { knownCapabilities } from "./capabilities.js";
import { type ControlState, describeControl } from "./controls.js";
import { StudioError } from "./errors.js";

/** An export as a script sees it: serializable fields, the Blob, and base64 when asked. */
export interface ExportResult {
  filename: string;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  blob: Blob;
  base64?: string;
}

interface ExportOptions {
  format?: unknown;
  download?: unknown;
  base64?: unknown;
}

async function base64Of(blob: Blob): Promise<string> {
  return toBase64(new Uint8Array(await blob.arrayBuffer()));
}

export function createStudioApi(studio: Studio) {
  const describe = () => {
    const tool = studio.tool;
    const exportAction =
      tool.exports.length > 0 ? [exportActionOf(tool), `${exportActionOf(tool)}.cancel`] : [];
    return {
      version: STUDIO_API.version,
      tool: tool.id,
      tools: STUDIO_TOOLS.map((t) => t.id),
      actions: [...STUDIO_API.standardActions, "tool.open", ...exportAction],
      source: { read: true, apply: true, kind: (tool.readSource() as { kind?: string }).kind ?? tool.id },
      exports: [...tool.exports],
      // Motion exports (the Design Lab's, Motion's), with what this browser can do, so an agent can check
      // before it exports; the Design Lab also names its modes.
      ...(tool.exports.some((format) => format === "gif" || format === "mp4")
        ? {
            export: {
              action: exportActionOf(tool),
              formats: [...tool.exports],
              ...(exportActionOf(tool) === STUDIO_API.designExport.action
                ? {
                    modes: [...DESIGN_LAB_MODES],
                    defaultMode: DEFAULT_DESIGN_LAB_MODE,
                    timing: tool.exportTiming?.(),
                  }
                : {}),
              ...(knownCapabilities() ? { capabilities: knownCapabilities() } : {}),
            },
          }
        : {}),
      controls: studio.controls().map((control) => control.label),
    };
  };

  const runExport = async (options: ExportOptions & Record<string, unknown> = {}): Promise<ExportResult> => {
    const format = options.format;
    // Which formats the tool makes is checked by studio.export, against the tool's own list.
    if (typeof format !== "string") {
      throw StudioError.of(
        "invalid_request",
        `format must be one of: ${studio.tool.exports.join(", ")}`,
        "format",
      );
    }
    const { format: _format, download: _download, base64: _base64, ...rest } = options;
    const artifact = await studio.export(format as ExportFormat, rest);
    if (options.download === true) studio.download(artifact);
    return { ...artifact, ...(options.base64 === true ? { base64: await base64Of(artifact.blob) } : {}) };
  };

  const api = {
    version: STUDIO_API.version,
    activeTool: (): string => studio.tool.id,
    describe,
    controls: (): ControlState[] => studio.controls().map(describeControl),
    set: async (label: string, value: unknown): Promise<ControlState> =>
      describeControl(await studio.set(label, value)),
    activate: async (label: string): Promise<ControlState> =>
      describeControl((await studio.activateControl(label)).control),
    applySource: (source: unknown) => studio.applySource(source),
    readSource: () => studio.tool.readSource(),
    download: async (artifact: Artifact | ExportOptions): Promise<ExportResult> => {
      if (artifact instanceof Object && "blob" in artifact && artifact.blob instanceof Blob) {
        studio.download(artifact as Artifact);
        return artifact as Artifact;
      }
      return runExport({ ...(artifact as ExportOptions), download: true });
    },
    invoke: async (action: string, args: Record<string, unknown> = {}): Promise<unknown> => {
      const tool = studio.tool;
      switch (action) {
        case "source.read":
          return api.readSource();
        case "source.apply":
          return api.applySource(args.source ?? args);
        case "controls.list":
          return api.controls();
        case "control.activate":
          return api.activate(String(args.label));
        case "control.set":
          return api.set(String(args.label), args.value);
        case "artifact.download":
          return runExport({ ...args, download: true });
        case "tool.open": {
          // Activation fires the ready event itself.
          await studio.activate(String(args.tool));
          return describe();
        }
        case exportActionOf(tool):
          if (tool.exports.length > 0) return runExport(args);
          break;
        case `${exportActionOf(tool)}.cancel`:
          if (tool.exports.length > 0) return { cancelled: studio.cancelExport() };
          break;
      }
      throw StudioError.of(
        "invalid_request",
        `no action ${JSON.stringify(action)} in the ${tool.id} tool; actions: ${describe().actions.join(", ")}`,
        "action",
      );
    },
  };

  /** Fires the ready event for the tool now visible. */
  const announce = () => window.dispatchEvent(new CustomEvent(STUDIO_API.readyEvent, { detail: describe() }));
  return { api, announce };
}
