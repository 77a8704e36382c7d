// Controls set and activated by label — window.marque.studio's set and activate, and the page's own fields
// and buttons — as edits of the visible tool: recorded for undo, a refused value marked at its field.
import { canonicalJson } from "../../src/svg/ids.js";
import { committedValue } from "../api/file-value.js";
import { type Control, findControl } from "../runtime/controls.js";
import { StudioError } from "../runtime/errors.js";
import type { Tool } from "../tools/types.js";
import { controlId } from "./inspector.js";

/** What the edits act on: the Studio's visible tool, its store's undo and marks, and its page. */
export interface ControlHost {
  tool(): Tool;
  /** Every control the page shows: the tool's own, then the shell's. */
  controls(): Control[];
  /** Runs an edit of the visible tool, recorded for undo when it changed anything. */
  edit<T>(change: () => Promise<T> | T): Promise<T>;
  /** Refused values by control label (the store's). */
  readonly invalid: Map<string, string>;
  refresh(): Promise<void>;
  say(message: string): void;
}

/** The control the page shows labelled `label` (exactly, then case-insensitively). */
export const controlOf = (host: ControlHost, label: string): Control => findControl(host.controls(), label);

export async function setControl(host: ControlHost, label: string, value: unknown): Promise<Control> {
  const control = controlOf(host, label);
  if (control.kind === "button" || !control.commit) {
    throw StudioError.of("invalid_request", `${JSON.stringify(label)} is a button: use activate`, "label");
  }
  if (control.kind === "select" && !(control.options ?? []).map(String).includes(String(value))) {
    throw StudioError.of(
      "invalid_request",
      `${JSON.stringify(value)} is not an option of ${label}; options: ${(control.options ?? []).join(", ")}`,
      "value",
    );
  }
  const before = canonicalJson(host.tool().readSource());
  try {
    // A File is read and checked as the file field reads a person's (file-value.ts).
    await host.edit(async () => control.commit?.(await committedValue(control, value)));
  } catch (error) {
    throw StudioError.from(error);
  }
  host.invalid.delete(control.label);
  await host.refresh();
  const after = controlOf(host, control.label);
  // An option that only reports a state ("Your own" look) is not a choice: said, not resolved as if made.
  if (
    control.kind === "select" &&
    String(after.value) !== String(value) &&
    canonicalJson(host.tool().readSource()) === before
  ) {
    throw StudioError.of(
      "invalid_request",
      `${JSON.stringify(value)} cannot be chosen for ${control.label}: it is what the control shows when none of its choices applies. Nothing changed; it is still ${JSON.stringify(after.value)}`,
      "value",
    );
  }
  return after;
}

export async function activateControl(
  host: ControlHost,
  label: string,
): Promise<{ control: Control; result?: unknown }> {
  const control = controlOf(host, label);
  if (control.kind === "toggle") return { control: await setControl(host, label, control.value !== true) };
  if (control.kind !== "button" || !control.run) {
    // Activating a field focuses it, as a click would; its value changes only through set.
    document.getElementById(controlId(control.label))?.focus();
    return { control };
  }
  let result: unknown;
  try {
    // A tool's own buttons (reset a colour) are edits; the shell's record their own.
    result = await ("place" in control ? control.run() : host.edit(() => control.run?.()));
  } catch (error) {
    throw StudioError.from(error);
  }
  await host.refresh();
  // The state after the action, when the control is still shown (a tab now pressed, a reset now disabled).
  const after = host.controls().find((c) => c.label === control.label);
  return { control: after ?? control, result };
}

/**
 * A value from the inspector: applied through the tool's validator. A refused value stays in its field
 * with the message under it (issues are matched to fields by path), and the canvas keeps the last valid
 * render, marked as not applied.
 */
export async function commitFromDom(host: ControlHost, control: Control, value: unknown): Promise<void> {
  try {
    await host.edit(async () => control.commit?.(await committedValue(control, value)));
    host.invalid.delete(control.label);
    host.say("");
  } catch (error) {
    const body = StudioError.from(error).body;
    const issues = body.error.issues.length > 0 ? body.error.issues : [body.error];
    const own = issues.filter((issue) => issue.field === control.path);
    host.invalid.set(control.label, (own.length > 0 ? own : issues).map((i) => i.message).join("; "));
  }
  await host.refresh();
}

/** A button pressed on the page: what goes wrong is said in the status line. */
export async function runFromDom(host: ControlHost, control: Control): Promise<void> {
  try {
    await activateControl(host, control.label);
  } catch (error) {
    host.say(StudioError.from(error).message);
  }
}
