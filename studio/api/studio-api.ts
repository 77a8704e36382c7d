// window.marque.studio (version 1): one stable object that always speaks for the visible tool and reads
// live state at call time, so a reference held across edits and tool switches never goes stale.
import type { z } from "zod";
import { exportActionOf, STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import {
  DEFAULT_DESIGN_LAB_MODE,
  DESIGN_LAB_MODES,
  exportCancelInput,
  exportInputSchema,
  fromBase64,
  isCommonStudioAction,
  isMotionFormat,
  STUDIO_ACTION_INPUTS,
  STUDIO_API,
  type StudioActionInputs,
  type StudioExporter,
  studioActions,
  studioArtifactInput,
  toBase64,
} from "../../src/contract/index.js";
import { knownCapabilities } from "../runtime/capabilities.js";
import { type ControlState, describeControl } from "../runtime/controls.js";
import { StudioError } from "../runtime/errors.js";
import type { Studio } from "../shell/studio.js";
import type { Applied, SourceDocument, Tool } from "../tools/types.js";
import { fontSummaries } from "../workspace/fonts.js";
import { checkedInput, sourceApplyInput } from "./inputs.js";

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

/** A tool's export action as the contract's input table sees it. */
const exporter = (tool: Tool): StudioExporter => ({ action: exportActionOf(tool), exports: tool.exports });

async function base64Of(blob: Blob): Promise<string> {
  return toBase64(new Uint8Array(await blob.arrayBuffer()));
}

/** The kind the tool's source names (the identity tool's names none: its id). */
function sourceKind(tool: Tool): string {
  const source = tool.readSource();
  return "kind" in source && typeof source.kind === "string" ? source.kind : tool.id;
}

export function createStudioApi(studio: Studio) {
  const workspace = studio.workspace;
  const describe = () => {
    const tool = studio.tool;
    return {
      version: STUDIO_API.version,
      tool: tool.id,
      tools: STUDIO_TOOLS.map((t) => t.id),
      actions: studioActions(exporter(tool)),
      source: { read: true, apply: true, kind: sourceKind(tool) },
      exports: [...tool.exports],
      // Motion exports (the Design Lab's, Motion's), with what this browser can do, so an agent can check
      // before it exports; the Design Lab also names its modes.
      ...(tool.exports.some(isMotionFormat)
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
      workspace: {
        project: workspace.summary(workspace.active),
        // The faces the project uploaded for type roles (kept in this browser only).
        fonts: fontSummaries(workspace.active),
        stored: workspace.volatile ? "memory" : "indexeddb",
        // What the load could not read and set aside (kept under its key, not read half-way).
        setAside: workspace.setAside.map(({ from, reason }) => ({ from, reason })),
      },
    };
  };

  /** Exports with the active tool's export input (download and base64 are the facade's, the rest the tool's). */
  const runExport = async (input: unknown, save = false): Promise<ExportResult> => {
    const { format, download, base64, ...rest } = checkedInput(
      exportInputSchema(exporter(studio.tool)),
      input,
    );
    // Which of the formats the tool makes is checked by studio.export, against the tool's own list.
    const artifact = await studio.export(format, rest);
    if (save || download === true) studio.download(artifact);
    return { ...artifact, ...(base64 === true ? { base64: await base64Of(artifact.blob) } : {}) };
  };

  /** An action's handler: its input checked by `schema`, then read as the schema types it. */
  const handler =
    <S extends z.ZodType>(schema: S, run: (input: z.output<S>) => unknown) =>
    (args: unknown) =>
      run(checkedInput(schema, args));
  const inputs = STUDIO_ACTION_INPUTS;
  /**
   * `result` once what the call changed is stored (a reload right after it finds it). set() and activate()
   * answer at the frame that redraws their edit instead (people and scripts wait on them between steps); any
   * project, design or source call after them answers once their edits are stored too.
   */
  const kept = async <T>(result: T): Promise<T> => {
    await workspace.flushed();
    return result;
  };

  /** The handler of each action every tool has, by the contract's table (src/contract/studio-actions.ts). */
  const common: Readonly<Record<keyof StudioActionInputs, (args: unknown) => unknown>> = {
    "source.read": handler(inputs["source.read"], () => api.readSource()),
    "source.apply": handler(inputs["source.apply"], ({ source }) => api.applySource(source)),
    "controls.list": handler(inputs["controls.list"], () => api.controls()),
    "control.activate": handler(inputs["control.activate"], ({ label }) => api.activate(label)),
    "control.set": handler(inputs["control.set"], ({ label, value }) => api.set(label, value)),
    "tool.open": handler(inputs["tool.open"], async ({ tool }) => {
      // Activation fires the ready event itself.
      await studio.activate(tool);
      return kept(describe());
    }),
    "project.list": handler(inputs["project.list"], () =>
      kept(workspace.projects().map((project) => workspace.summary(project))),
    ),
    "project.open": handler(inputs["project.open"], async ({ id }) => {
      await studio.openProject(id);
      return kept(workspace.summary(workspace.active));
    }),
    "project.create": handler(inputs["project.create"], async ({ name, identity }) => {
      const project = workspace.create(name, identity);
      await studio.openProject(project.id);
      return kept(workspace.summary(project));
    }),
    "design.save": handler(inputs["design.save"], ({ name }) =>
      kept(studio.designs.save(studio.tool.id, name, studio.tool.readSource())),
    ),
    "design.list": handler(inputs["design.list"], ({ tool }) =>
      kept(studio.designs.list(tool ?? studio.tool.id)),
    ),
    "design.restore": handler(inputs["design.restore"], async ({ id }) =>
      kept(await studio.restoreDesign(id)),
    ),
    "design.fork": handler(inputs["design.fork"], ({ id, name }) => kept(studio.designs.fork(id, name))),
    "design.rename": handler(inputs["design.rename"], ({ id, name }) =>
      kept(studio.designs.rename(id, name)),
    ),
    "typography.font.upload": handler(inputs["typography.font.upload"], async ({ role, data, filename }) => {
      const bytes = fromBase64(data);
      if (!bytes) throw StudioError.of("invalid_request", "data is not base64 (RFC 4648, padded)", "data");
      return kept(await studio.uploadFont(role, bytes, filename ?? "font"));
    }),
    "typography.font.remove": handler(inputs["typography.font.remove"], async ({ role }) =>
      kept(await studio.removeFont(role)),
    ),
  };

  const api = {
    version: STUDIO_API.version,
    activeTool: (): string => studio.tool.id,
    describe,
    controls: (): ControlState[] => studio.controls().map(describeControl),
    set: async (label: unknown, value?: unknown): Promise<ControlState> => {
      const input = checkedInput(STUDIO_ACTION_INPUTS["control.set"], { label, value });
      return describeControl(await studio.set(input.label, input.value));
    },
    activate: async (label: unknown): Promise<ControlState> => {
      const input = checkedInput(STUDIO_ACTION_INPUTS["control.activate"], { label });
      return describeControl((await studio.activateControl(input.label)).control);
    },
    /** Applies a document in the tool that reads it: another tool's document opens that tool. */
    applySource: async (source: unknown): Promise<Applied<SourceDocument>> => {
      checkedInput(STUDIO_ACTION_INPUTS["source.apply"], { source });
      return kept(await studio.applySource(source));
    },
    readSource: () => studio.tool.readSource(),
    /** Saves an export result (resolving with it), or exports with `options` and saves that. */
    download: async (artifact: unknown): Promise<Partial<ExportResult>> => {
      if (artifact instanceof Object && "blob" in artifact) {
        const checked = checkedInput(studioArtifactInput, artifact);
        studio.download(checked);
        return checked;
      }
      return runExport(artifact, true);
    },
    invoke: async (action: unknown, args: unknown = {}): Promise<unknown> => {
      const tool = studio.tool;
      const own = exporter(tool);
      // Checked here for every action against the contract's table, so no handler reads an input of the
      // wrong shape; each handler is typed by its action's schema.
      if (isCommonStudioAction(action))
        return common[action](action === "source.apply" ? sourceApplyInput(args) : args);
      if (action === "artifact.download" || (own.exports.length > 0 && action === own.action))
        return runExport(args, action === "artifact.download");
      if (own.exports.length > 0 && action === `${own.action}.cancel`) {
        checkedInput(exportCancelInput, args);
        return { cancelled: studio.cancelExport() };
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
