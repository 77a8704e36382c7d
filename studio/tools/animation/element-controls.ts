// Motion's Mark and Type sections: what each element is, where it sits, and its entrance — whose delay and
// duration bound each other, since an entrance that plays ends by half the loop (the contract's rule).
import { entranceBounds, type MotionEntrance } from "../../../src/contract/index.js";
import type { Control } from "../../runtime/controls.js";
import type { FieldBinding } from "../schema-controls.js";
import type { MotionSection } from "./section.js";

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

/** The entrance's bounds when it plays (not `none`): its delay and duration within half the loop. */
const playing = (entrance: MotionEntrance | undefined, loopMs: number) =>
  entrance && entrance.kind !== "none" ? entranceBounds(entrance, loopMs) : undefined;

export function markControls({ host, doc, loopMs, bound }: MotionSection): Control[] {
  const markOff = doc.mark.visible ? undefined : "Show mark is on";
  return [
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
        playing(doc.mark.visible ? doc.mark.entrance : undefined, loopMs),
        markOff,
      ),
    ]).map((control) =>
      control.label === "Mark entrance" ? { ...control, hint: timingOf(doc.mark.entrance, loopMs) } : control,
    ),
  ];
}

export function typeControls({ host, doc, loopMs, bound }: MotionSection): Control[] {
  const typeOff = doc.text ? undefined : "Show type is on";
  return [
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
      ...entranceBindings("text", "Type", "Type", playing(doc.text?.entrance, loopMs), typeOff),
    ]).map((control) =>
      control.label === "Type entrance"
        ? { ...control, hint: timingOf(doc.text?.entrance, loopMs) }
        : control,
    ),
  ];
}
