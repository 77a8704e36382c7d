// window.marque.studio is strict like the HTTP API: one table of bad inputs, run against every tool of the
// catalog (a new tool is covered by being listed), each refused in the error shape with the same code and
// field in every tool, and nothing changed. Every action a tool lists has rows here.
import { describe, expect, it } from "vitest";
import { exportActionOf, STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

type Method = "activate" | "set" | "applySource" | "download" | "invoke";

/**
 * A call on window.marque.studio (a method and its arguments, deliberately of any type, as an untyped
 * script may send) and the error it must give. "EXPORT" stands for the tool's export action; its rows run in
 * tools that export. `action` is the action the row covers (operations: none).
 */
interface Row {
  call: string;
  method: Method;
  args: unknown[];
  code: string;
  field: string;
  action?: string;
}

const row = (method: Method, args: unknown[], code: string, field: string, action?: string): Row => ({
  call: `s.${method}(${args.map((arg) => JSON.stringify(arg)).join(", ")})`,
  method,
  args,
  code,
  field,
  action,
});
const bad = "invalid_request";

const TABLE: readonly Row[] = [
  row("activate", [42], bad, "label"),
  row("activate", [""], bad, "label"),
  row("activate", [], bad, "label"),
  row("set", ["", 1], bad, "label"),
  row("set", [{ label: "Title" }, 1], bad, "label"),
  row("set", ["Title"], bad, "value"),
  row("applySource", [42], bad, "request"),
  row("applySource", [""], "invalid_json", "source"),
  row("applySource", [null], bad, "request"),
  row("applySource", [[]], bad, "request"),
  row("applySource", ["[1, 2]"], bad, "request"),
  row("applySource", ["{"], "invalid_json", "source"),
  row("applySource", [], bad, "source"),
  row("applySource", [{ kind: "banana" }], bad, "kind"),
  row("download", [42], bad, "request"),
  row("download", [{ format: "png", foo: 1 }], "unknown_field", "foo"),
  row("download", [{ format: "png", base64: "yes" }], bad, "base64"),
  row("download", [{ blob: "not a blob", filename: "x.png" }], bad, "blob"),
  row("invoke", [42], bad, "action"),
  row("invoke", ["no.such.action"], bad, "action"),
  row("invoke", ["source.read", { foo: 1 }], "unknown_field", "foo", "source.read"),
  row("invoke", ["source.read", "now"], bad, "request", "source.read"),
  row("invoke", ["source.apply", {}], bad, "source", "source.apply"),
  row("invoke", ["source.apply", { source: 42 }], bad, "request", "source.apply"),
  row("invoke", ["source.apply", { source: {}, foo: 1 }], "unknown_field", "foo", "source.apply"),
  row(
    "invoke",
    ["source.apply", { kind: "design-lab", version: 4, layers: [] }],
    bad,
    "source",
    "source.apply",
  ),
  row("invoke", ["source.apply", "{}"], bad, "request", "source.apply"),
  row("invoke", ["controls.list", null], bad, "request", "controls.list"),
  row("invoke", ["controls.list", { visible: true }], "unknown_field", "visible", "controls.list"),
  row("invoke", ["control.activate", "Undo"], bad, "request", "control.activate"),
  row("invoke", ["control.activate", {}], bad, "label", "control.activate"),
  row("invoke", ["control.activate", { label: 7 }], bad, "label", "control.activate"),
  row(
    "invoke",
    ["control.activate", { label: "Undo", twice: true }],
    "unknown_field",
    "twice",
    "control.activate",
  ),
  row("invoke", ["control.set", ["Title", "x"]], bad, "request", "control.set"),
  row("invoke", ["control.set", { label: "Title" }], bad, "value", "control.set"),
  row("invoke", ["control.set", { label: "", value: 1 }], bad, "label", "control.set"),
  row("invoke", ["control.set", { label: "Title", value: 1, foo: 1 }], "unknown_field", "foo", "control.set"),
  row("invoke", ["artifact.download", "png"], bad, "request", "artifact.download"),
  row("invoke", ["artifact.download", { base64: true }], bad, "format", "artifact.download"),
  row("invoke", ["artifact.download", { format: "" }], bad, "format", "artifact.download"),
  row(
    "invoke",
    ["artifact.download", { format: "png", download: "yes" }],
    bad,
    "download",
    "artifact.download",
  ),
  row(
    "invoke",
    ["artifact.download", { format: "png", foo: 1 }],
    "unknown_field",
    "foo",
    "artifact.download",
  ),
  row("invoke", ["tool.open", "material"], bad, "request", "tool.open"),
  row("invoke", ["tool.open", {}], bad, "tool", "tool.open"),
  row("invoke", ["tool.open", { tool: "" }], bad, "tool", "tool.open"),
  row("invoke", ["tool.open", { tool: "nope" }], "not_found", "tool", "tool.open"),
  row("invoke", ["tool.open", { tool: "surface", foo: 1 }], "unknown_field", "foo", "tool.open"),
  row("invoke", ["project.list", { all: true }], "unknown_field", "all", "project.list"),
  row("invoke", ["project.list", 1], bad, "request", "project.list"),
  row("invoke", ["project.open", {}], bad, "id", "project.open"),
  row("invoke", ["project.open", { id: 5 }], bad, "id", "project.open"),
  row("invoke", ["project.open", { id: "no-such-project" }], "not_found", "id", "project.open"),
  row("invoke", ["project.create", {}], bad, "name", "project.create"),
  row("invoke", ["project.create", { name: "  " }], bad, "name", "project.create"),
  row("invoke", ["project.create", { name: "x".repeat(81) }], bad, "name", "project.create"),
  row(
    "invoke",
    ["project.create", { name: "A", identity: { preset: "nope" } }],
    bad,
    "identity.preset",
    "project.create",
  ),
  row("invoke", ["project.create", { name: "A", color: "red" }], "unknown_field", "color", "project.create"),
  row("invoke", ["design.save", {}], bad, "name", "design.save"),
  row("invoke", ["design.save", { name: 3 }], bad, "name", "design.save"),
  row("invoke", ["design.save", { name: "A", tool: "surface" }], "unknown_field", "tool", "design.save"),
  row("invoke", ["design.list", { tool: "" }], bad, "tool", "design.list"),
  row("invoke", ["design.list", { project: "x" }], "unknown_field", "project", "design.list"),
  row("invoke", ["design.restore", {}], bad, "id", "design.restore"),
  row("invoke", ["design.restore", { id: "d-none" }], "not_found", "id", "design.restore"),
  row("invoke", ["design.fork", {}], bad, "id", "design.fork"),
  row("invoke", ["design.fork", { id: "d-none" }], "not_found", "id", "design.fork"),
  row("invoke", ["design.fork", { id: "d-none", name: "" }], bad, "name", "design.fork"),
  row("invoke", ["design.rename", { id: "d-none" }], bad, "name", "design.rename"),
  row("invoke", ["design.rename", { id: "d-none", name: "B" }], "not_found", "id", "design.rename"),
  row("invoke", ["typography.font.upload", { data: "AAAA" }], bad, "role", "typography.font.upload"),
  row(
    "invoke",
    ["typography.font.upload", { role: "title", data: "AAAA" }],
    bad,
    "role",
    "typography.font.upload",
  ),
  row(
    "invoke",
    ["typography.font.upload", { role: "mono", data: "@@" }],
    bad,
    "data",
    "typography.font.upload",
  ),
  row(
    "invoke",
    ["typography.font.upload", { role: "mono", data: "AAAA" }],
    bad,
    "data",
    "typography.font.upload",
  ),
  row("invoke", ["typography.font.remove", {}], bad, "role", "typography.font.remove"),
  row("invoke", ["typography.font.remove", { role: "mono" }], "not_found", "role", "typography.font.remove"),
  row("invoke", ["EXPORT", "png"], bad, "request", "EXPORT"),
  row("invoke", ["EXPORT", {}], bad, "format", "EXPORT"),
  row("invoke", ["EXPORT", { format: 5 }], bad, "format", "EXPORT"),
  row("invoke", ["EXPORT", { format: "bmp" }], bad, "format", "EXPORT"),
  row("invoke", ["EXPORT", { format: "png", foo: 1 }], "unknown_field", "foo", "EXPORT"),
  row("invoke", ["EXPORT", { format: "png", download: "yes" }], bad, "download", "EXPORT"),
  row("invoke", ["EXPORT", { format: "png", base64: 1 }], bad, "base64", "EXPORT"),
  row("invoke", ["EXPORT.cancel", 1], bad, "request", "EXPORT.cancel"),
  row("invoke", ["EXPORT.cancel", { now: true }], "unknown_field", "now", "EXPORT.cancel"),
];

interface Outcome {
  call: string;
  code?: string;
  field?: string;
  name?: string;
  resolved?: true;
}

describe("window.marque.studio's strictness", () => {
  it("refuses every bad input of the table alike in every tool, with nothing changed", {
    timeout: 120_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url);
    for (const tool of STUDIO_TOOLS) {
      const action = exportActionOf(tool);
      const exporting = tool.exports.length > 0;
      const rows = TABLE.filter((r) => exporting || !r.action?.startsWith("EXPORT"));
      const result = await inStudio<{
        outcomes: Outcome[];
        actions: string[];
        before: string;
        after: string;
        tool: string;
      }>(
        page,
        async (s, { tool, action, rows }: { tool: string; action: string; rows: readonly Row[] }) => {
          await s.invoke("tool.open", { tool });
          const actions = s.describe().actions;
          const before = JSON.stringify(s.readSource());
          const outcomes: Outcome[] = [];
          for (const { call, method, args } of rows) {
            const named = args.map((arg) =>
              arg === "EXPORT" ? action : arg === "EXPORT.cancel" ? `${action}.cancel` : arg,
            );
            try {
              await (s[method] as (...args: unknown[]) => Promise<unknown>)(...named);
              outcomes.push({ call, resolved: true });
            } catch (e: any) {
              outcomes.push({ call, name: e.name, code: e.body?.error.code, field: e.body?.error.field });
            }
          }
          return { outcomes, actions, before, after: JSON.stringify(s.readSource()), tool: s.activeTool() };
        },
        { tool: tool.id, action, rows },
      );
      expect(result.outcomes, tool.id).toEqual(
        rows.map((r) => ({ call: r.call, name: "StudioError", code: r.code, field: r.field })),
      );
      expect(result.tool, `${tool.id} stays open`).toBe(tool.id);
      expect(result.after, `${tool.id}'s source is unchanged`).toBe(result.before);
      // Every action the tool lists has rows, so a new action cannot go unchecked.
      const covered = new Set(TABLE.map((r) => r.action?.replace("EXPORT", action)));
      for (const listed of result.actions) expect(covered.has(listed), `${tool.id}: ${listed}`).toBe(true);
    }
  });

  it("refuses a Look that only reports a state, and says the look stays", { timeout: 60_000 }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=material");
    const result = await inStudio<{
      look: string;
      refused: { code: string; field: string; message: string };
      after: string;
      same: boolean;
    }>(page, async (s) => {
      const look = s
        .controls()
        .find((c) => c.label === "Look")
        ?.options?.find((o) => o !== "");
      await s.set("Look", look);
      const before = JSON.stringify(s.readSource());
      const refused = await s.set("Look", "").then(
        () => undefined,
        (e) => e.body.error,
      );
      const after = s.controls().find((c) => c.label === "Look")?.value;
      return { look, refused, after, same: before === JSON.stringify(s.readSource()) };
    });
    expect(result.refused).toMatchObject({ code: "invalid_request", field: "value" });
    expect(result.refused.message).toContain(JSON.stringify(result.look));
    expect(result.after).toBe(result.look);
    expect(result.same).toBe(true);
  });

  it("gives the still's time and the Design Lab's mode in the tools that take them, and refuses them where not", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=material");
    const result = await inStudio<Record<string, unknown>>(page, async (s) => {
      const error = (p: Promise<unknown>) =>
        p.then(
          () => "resolved",
          (e: any) => `${e.body.error.code} ${e.body.error.field}`,
        );
      const out: Record<string, unknown> = {};
      out.mode = await error(s.invoke("design.export", { format: "png", mode: "x" }));
      out.time = await error(s.invoke("design.export", { format: "png", timeMs: -1 }));
      out.infinite = await error(s.invoke("design.export", { format: "png", timeMs: Infinity }));
      await s.invoke("tool.open", { tool: "animation" });
      out.motionMode = await error(s.invoke("animation.export", { format: "png", mode: "standard" }));
      out.motionTime = await error(s.invoke("animation.export", { format: "png", timeMs: "1s" }));
      await s.invoke("tool.open", { tool: "surface" });
      out.surfaceTime = await error(s.invoke("surface.export", { format: "png", timeMs: 0 }));
      return out;
    });
    expect(result).toEqual({
      mode: "invalid_request mode",
      time: "invalid_request timeMs",
      infinite: "invalid_request timeMs",
      motionMode: "unknown_field mode",
      motionTime: "invalid_request timeMs",
      surfaceTime: "unknown_field timeMs",
    });
  });
});
