// The Brand book's inspector: the shared identity's preset, then one section per page of the book — whether it
// prints, and its words (each field's placeholder the identity's own, which the page sets while it is empty).
// Lists (pillars, tone words, do and don't) are one line each in a text area.
import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import {
  type BRAND_BOOK_COVER_GROUNDS,
  BRAND_BOOK_MAX_LINES,
  BRAND_BOOK_SECTION_TITLES,
  BRAND_BOOK_SECTIONS,
  type BrandBookDocument,
  type BrandBookSection,
  brandBookDocumentSchema,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import { bookCopy } from "../../../src/render/brand-book/copy.js";
import type { Control } from "../../runtime/controls.js";
import { PRESET_NAMES } from "../preset-names.js";
import { type FieldBinding, schemaControls, valueAt, withValue } from "../schema-controls.js";

const schema = toRequestJsonSchema(brandBookDocumentSchema);

const GROUND_LABELS: Readonly<Record<(typeof BRAND_BOOK_COVER_GROUNDS)[number], string>> = {
  paper: "Plain paper",
  gradient: "Gradient",
  "grain-gradient": "Grain gradient",
  dither: "Dither",
  pattern: "Pattern",
};

type Commit = (doc: Record<string, unknown>) => Promise<unknown>;

/** A list field as a text area, one item a line; an empty area gives the field back to the identity. */
function linesControl(
  doc: BrandBookDocument,
  path: string,
  label: string,
  section: string,
  fallback: readonly string[],
  inactive: string | undefined,
  commit: Commit,
): Control {
  const set = valueAt(doc, path) as readonly string[] | undefined;
  return {
    label,
    kind: "textarea",
    value: set?.join("\n") ?? "",
    placeholder: fallback.join("\n"),
    section,
    path,
    hint: `one a line, at most ${BRAND_BOOK_MAX_LINES}; empty: the identity's own`,
    enabled: inactive === undefined,
    ...(inactive === undefined ? {} : { reason: `${label} applies when ${inactive}` }),
    commit: async (value: unknown) => {
      const lines = String(value ?? "")
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "");
      await commit(withValue(doc, path, lines.length === 0 ? undefined : lines));
    },
  };
}

/** Every control of the tool for `doc`, each committing a whole document through `commit`. */
export function brandBookControls(
  doc: BrandBookDocument,
  identity: ResolvedIdentity,
  commit: Commit,
): Control[] {
  const copy = bookCopy(identity, doc);
  const off = (name: BrandBookSection) =>
    doc.sections[name].enabled ? undefined : `the ${BRAND_BOOK_SECTION_TITLES[name]} page is on`;
  const field = (name: BrandBookSection, key: string, label: string, placeholder?: string): FieldBinding => {
    const inactive = off(name);
    return {
      path: `sections.${name}.${key}`,
      label,
      section: BRAND_BOOK_SECTION_TITLES[name],
      ...(placeholder === undefined ? {} : { placeholder }),
      ...(inactive === undefined ? {} : { inactive }),
    };
  };
  const bindings: FieldBinding[] = [
    {
      path: "identity.preset",
      label: "Preset",
      section: "Identity",
      optionLabels: PRESET_NAMES,
      hint: "the identity the book is about; every tool shares it",
    },
    ...BRAND_BOOK_SECTIONS.map(
      (name): FieldBinding => ({
        path: `sections.${name}.enabled`,
        label: `${BRAND_BOOK_SECTION_TITLES[name]} page`,
        section: BRAND_BOOK_SECTION_TITLES[name],
      }),
    ),
    field("cover", "title", "Title", copy.cover.title),
    field("cover", "subtitle", "Subtitle", copy.cover.subtitle),
    field("cover", "edition", "Edition"),
    { ...field("cover", "ground", "Cover ground"), optionLabels: GROUND_LABELS },
    field("story", "positioning", "Positioning", copy.story.positioning),
    field("story", "mission", "Mission", copy.story.mission),
    field("logo", "clearSpace", "Clear space"),
    field("logo", "note", "Logo note", copy.logo.note),
    field("colour", "note", "Colour note", copy.colour.note),
    field("type", "sample", "Type sample", copy.type.sample),
    field("type", "note", "Type note", copy.type.note),
    field("device", "description", "Device", copy.device.description),
    field("applications", "headline", "Headline", copy.applications.headline),
  ];
  const controls = schemaControls(schema, doc, bindings, (path, value) =>
    commit(withValue(doc, path, value)).then(() => undefined),
  );
  const lists: Control[] = [
    linesControl(doc, "sections.story.pillars", "Pillars", "Story", copy.story.pillars, off("story"), commit),
    linesControl(doc, "sections.voice.tone", "Tone words", "Voice", copy.voice.tone, off("voice"), commit),
    linesControl(doc, "sections.voice.do", "Do", "Voice", copy.voice.do, off("voice"), commit),
    linesControl(doc, "sections.voice.dont", "Don't", "Voice", copy.voice.dont, off("voice"), commit),
  ];
  // Each list after its section's other fields: the inspector groups by section in the order controls come.
  const order = (control: Control) =>
    control.section === "Identity"
      ? -1
      : BRAND_BOOK_SECTIONS.findIndex((name) => BRAND_BOOK_SECTION_TITLES[name] === control.section);
  return [...controls, ...lists].sort((a, b) => order(a) - order(b));
}
