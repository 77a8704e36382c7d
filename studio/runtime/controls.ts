// The control registry: every control a tool shows is declared once — accessible label, kind, value,
// range or options, enabled — and both the DOM form and window.marque.studio operate on that declaration.
import { StudioError } from "./errors.js";

export type ControlKind = "number" | "select" | "text" | "textarea" | "color" | "toggle" | "file" | "button";

export interface Control {
  /** Accessible label, unique within the visible tool. */
  readonly label: string;
  readonly kind: ControlKind;
  /** Current value (buttons: undefined); for a field left to its default, the value in effect. */
  readonly value: unknown;
  /** True when `value` is the default in effect, not a value the source sets. */
  readonly defaulted?: boolean;
  /** Buttons that toggle or select (tool tabs): whether this one is on. */
  readonly pressed?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly options?: readonly (string | number)[];
  /** Human names of the options (identity, partner and element names), keyed by option value. */
  readonly optionLabels?: Readonly<Record<string, string>>;
  readonly enabled: boolean;
  /** Why a disabled control does nothing now ("applies when the style is dither"). */
  readonly reason?: string;
  /** The inspector section the control belongs to ("Size", "Colour"…); the shell's own have none. */
  readonly section?: string;
  /** Dotted path of the field in the tool's source, so a validation issue can be shown at its field. */
  readonly path?: string;
  /** Text fields left empty: what is in effect instead (the preset's name), shown greyed in the field. */
  readonly placeholder?: string;
  /** Colours: one-click choices (the identity's palette), shown beside the effective colour. */
  readonly swatches?: readonly { name: string; value: string }[];
  /** A short explanation shown with the control. */
  readonly hint?: string;
  /** Selects: how the empty option ("", the default) reads in the form. */
  readonly emptyLabel?: string;
  /**
   * File fields: the types the picker offers. A field that names them reads the File itself (a font upload);
   * otherwise the shell reads it as an image and commits its data URL (api/file-value.ts).
   */
  readonly accept?: string;
  /** Buttons that act on another control (a colour's reset): drawn in that control's row. */
  readonly attachTo?: string;
  /** Draws the control with the tool's own widget instead of the kind's; `commit` applies a choice. */
  widget?(commit: (value: unknown) => void): CustomWidget;
  /** Commits a new value through the tool's validator; resolves when the tool has re-rendered. */
  commit?(value: unknown): Promise<void> | void;
  /** Buttons: what activating does. */
  run?(): Promise<unknown> | unknown;
}

/** A control's own widget (the Shader Library's thumbnails), built by the tool that declares it. */
export interface CustomWidget {
  /** The element the row's label names. */
  field: HTMLElement;
  parts: HTMLElement[];
  sync(control: Control): void;
}

/** What `controls()` reports: a plain, serializable description. */
export interface ControlState {
  label: string;
  kind: ControlKind;
  value: unknown;
  min?: number;
  max?: number;
  step?: number;
  options?: (string | number)[];
  optionLabels?: Record<string, string>;
  enabled: boolean;
  reason?: string;
  section?: string;
  visible: true;
  defaulted?: true;
  pressed?: boolean;
}

export const describeControl = (control: Control): ControlState => ({
  label: control.label,
  kind: control.kind,
  value: control.value,
  ...(control.min === undefined ? {} : { min: control.min }),
  ...(control.max === undefined ? {} : { max: control.max }),
  ...(control.step === undefined ? {} : { step: control.step }),
  ...(control.options === undefined ? {} : { options: [...control.options] }),
  ...(control.optionLabels === undefined ? {} : { optionLabels: { ...control.optionLabels } }),
  enabled: control.enabled,
  ...(control.reason === undefined || control.enabled ? {} : { reason: control.reason }),
  ...(control.section === undefined ? {} : { section: control.section }),
  visible: true,
  ...(control.defaulted ? { defaulted: true as const } : {}),
  ...(control.pressed === undefined ? {} : { pressed: control.pressed }),
});

/** The one enabled control labelled `label` (exactly, else case-insensitively), or why there is none. */
export function findControl(controls: readonly Control[], label: string): Control {
  const exact = controls.filter((c) => c.label === label);
  const matches =
    exact.length > 0 ? exact : controls.filter((c) => c.label.toLowerCase() === label.toLowerCase());
  const labels = controls.map((c) => c.label).join(", ");
  if (matches.length === 0)
    throw StudioError.of(
      "not_found",
      `no visible control labelled ${JSON.stringify(label)}; controls: ${labels}`,
      "label",
    );
  if (matches.length > 1)
    throw StudioError.of("invalid_request", `the label ${JSON.stringify(label)} is ambiguous`, "label");
  const control = matches[0] as Control;
  if (!control.enabled)
    throw StudioError.of(
      "invalid_request",
      `the control ${JSON.stringify(label)} is disabled${control.reason ? `: ${control.reason}` : ""}`,
      "label",
    );
  return control;
}
