// The Moodboard's inspector: the board (identity, title, layout, grid), what to add (artifacts, a material, a
// swatch, an image), the selected tile (caption, order, placement, removal) and the PNG's width. Each control
// commits a whole document through the tool's validator, so a bad value is refused at its field.
import { materialsCatalog } from "../../../src/catalog/materials/index.js";
import {
  MATERIAL_STILL_MS,
  MOODBOARD_MAX_CAPTION,
  MOODBOARD_MAX_MATERIAL_MS,
  MOODBOARD_MAX_TILES,
  MOODBOARD_PLACE_BOUNDS,
  MOODBOARD_SWATCH_ROLES,
  type MoodboardDocument,
  type MoodboardTile,
  type MoodboardTileInput,
  moodboardDocumentSchema,
  toRequestJsonSchema,
} from "../../../src/contract/index.js";
import { resolveSettings } from "../../engines/settings.js";
import type { Control, CustomWidget } from "../../runtime/controls.js";
import { materialOf } from "../../runtime/material-record.js";
import { PRESET_NAMES } from "../preset-names.js";
import { type FieldBinding, schemaControls, withValue } from "../schema-controls.js";
import { moved, tileHandleLabel, tileName } from "./board-view.js";

const schema = toRequestJsonSchema(moodboardDocumentSchema);

/** What the controls act through: the document, the selection, and a whole-document commit. */
export interface ControlsHost {
  doc(): MoodboardDocument;
  selected(): number;
  /** Commits `doc` (validated) and selects `select`. */
  apply(doc: unknown, select?: number): Promise<void>;
  /** Selects tile `index` without an edit. */
  select(index: number): void;
  /** The Tile control's commit, set by its widget: the board's handles select and edit through it. */
  bindCommit(commit: (value: unknown) => void): void;
  /** Where tile `index` was last drawn (a free placement starts from it), if it has been. */
  box(index: number): { x: number; y: number; width: number; rotation: number } | undefined;
  /** The identity colours a new material is tinted with. */
  gradient(): readonly [string, string, string];
}

const MATERIAL_LABELS = Object.fromEntries(materialsCatalog.materials.map((m) => [m.id, m.name]));
const SWATCH_LABELS = Object.fromEntries(
  MOODBOARD_SWATCH_ROLES.map((role) => [role, role.replace("-", " ").replace(/^./u, (c) => c.toUpperCase())]),
);

/** The values the add controls hold between commits (which material, which swatch to add next). */
export interface Picks {
  material: string;
  swatch: (typeof MOODBOARD_SWATCH_ROLES)[number];
}

export function moodboardControls(host: ControlsHost, picks: Picks): Control[] {
  const doc = host.doc();
  const at = Math.min(host.selected(), doc.items.length - 1);
  const item = doc.items[at];
  const full = doc.items.length >= MOODBOARD_MAX_TILES;
  const bindings: FieldBinding[] = [
    {
      path: "identity.preset",
      label: "Preset",
      section: "Board",
      optionLabels: PRESET_NAMES,
      hint: "the identity whose artifacts the board shows; every tool shares it",
    },
    { path: "title", label: "Board title", section: "Board", placeholder: "the identity's name" },
    { path: "layout", label: "Layout", section: "Board", optionLabels: { grid: "Grid", free: "Free" } },
    {
      path: "grid.columns",
      label: "Columns",
      section: "Board",
      hint: "columns of the grid; in the free layout, where tiles not yet moved sit",
    },
    { path: "grid.gap", label: "Gap", section: "Board" },
  ];
  const board = schemaControls(schema, doc, bindings, (path, value) =>
    host.apply(withValue(doc, path, value)),
  );
  const add = (tile: MoodboardTileInput) =>
    host.apply({ ...doc, items: [...doc.items, tile] }, doc.items.length);
  const adding = (label: string, tile: () => MoodboardTileInput, hint: string): Control => ({
    label,
    kind: "button",
    value: undefined,
    enabled: !full,
    reason: `a board holds at most ${MOODBOARD_MAX_TILES} tiles`,
    section: "Add",
    hint,
    run: () => add(tile()),
  });
  const adds: Control[] = [
    adding(
      "Add background",
      () => ({
        kind: "background",
        settings: { width: 1200, height: 900, gradient: "mesh" },
        caption: "Background",
      }),
      "the identity's mesh gradient, as the Surface tool draws it",
    ),
    adding(
      "Add slide",
      () => ({ kind: "template", template: "slides", slideLayout: "title", caption: "Slide" }),
      "a title slide in the identity's type",
    ),
    adding(
      "Add blog cover",
      () => ({ kind: "template", template: "blog", caption: "Blog cover" }),
      "a 1200×630 cover",
    ),
    {
      label: "Material",
      kind: "select",
      value: picks.material,
      options: materialsCatalog.materials.map((m) => m.id),
      optionLabels: MATERIAL_LABELS,
      enabled: true,
      section: "Add",
      hint: "from the Shader Library; added in the identity's gradient",
      commit: (value) => {
        picks.material = String(value);
      },
    },
    adding(
      "Add material",
      () => {
        const [colorA, colorB, colorC] = host.gradient();
        return {
          kind: "material",
          materialId: picks.material,
          settings: { ...resolveSettings(materialOf(picks.material)), colorA, colorB, colorC },
          timeMs: MATERIAL_STILL_MS.default,
          caption: MATERIAL_LABELS[picks.material] ?? picks.material,
        };
      },
      "a still of the chosen material",
    ),
    {
      label: "Swatch colour",
      kind: "select",
      value: picks.swatch,
      options: MOODBOARD_SWATCH_ROLES,
      optionLabels: SWATCH_LABELS,
      enabled: true,
      section: "Add",
      commit: (value) => {
        picks.swatch = value as Picks["swatch"];
      },
    },
    adding(
      "Add swatch",
      () => ({ kind: "swatch", role: picks.swatch, caption: "" }),
      "a chip of the identity's colour",
    ),
    {
      label: "Add image",
      kind: "file",
      value: undefined,
      enabled: !full,
      reason: `a board holds at most ${MOODBOARD_MAX_TILES} tiles`,
      section: "Add",
      path: `items.${doc.items.length}.dataUrl`,
      hint: "PNG, JPEG, GIF, WebP or SVG, kept in this browser only; or drop an image on the board",
      commit: (value) =>
        typeof value === "string" ? add({ kind: "image", dataUrl: value, caption: "" }) : undefined,
    },
  ];
  return [...board, ...adds, ...tileControls(host, doc, at, item), exportWidth(host, doc)];
}

/** The selected tile's controls (none on an empty board). */
function tileControls(
  host: ControlsHost,
  doc: MoodboardDocument,
  at: number,
  item: MoodboardTile | undefined,
): Control[] {
  if (!item) return [];
  const replace = (next: MoodboardTile) =>
    host.apply({ ...doc, items: doc.items.map((it, j) => (j === at ? next : it)) }, at);
  const names = Object.fromEntries(doc.items.map((it, j) => [String(j), `${j + 1}. ${tileName(it)}`]));
  const tile: Control = {
    label: "Tile",
    kind: "select",
    value: String(at),
    options: doc.items.map((_, j) => String(j)),
    optionLabels: names,
    enabled: true,
    section: "Tile",
    hint: "or click a tile on the board",
    widget: (commit) => tileSelect(names, at, commit, host),
    // A number selects; a document (from the board's handles) is an edit that selects its `select`.
    commit: async (value) => {
      if (typeof value === "object" && value !== null && "doc" in value) {
        const { doc: next, select } = value as { doc: unknown; select: number };
        await host.apply(next, select);
      } else host.select(Number(value));
    },
  };
  const drawn = host.box(at);
  const place =
    item.place ??
    (drawn && {
      x: Math.round(drawn.x),
      y: Math.round(drawn.y),
      width: Math.round(drawn.width),
      rotation: drawn.rotation,
    });
  const free = doc.layout === "free";
  const placing = (label: string, key: keyof typeof MOODBOARD_PLACE_BOUNDS): Control => ({
    label,
    kind: "number",
    value: place?.[key] ?? (key === "rotation" ? 0 : undefined),
    ...MOODBOARD_PLACE_BOUNDS[key],
    step: 1,
    enabled: free && place !== undefined,
    reason: free ? "the board has been drawn" : "the layout is free",
    section: "Tile",
    path: `items.${at}.place.${key}`,
    commit: (value) =>
      place
        ? replace({ ...item, place: { ...place, [key]: value === "" ? undefined : Number(value) } })
        : undefined,
  });
  // The board's handles, one button a tile (drawn over the board, not in the inspector): activating selects it.
  const handles = doc.items.map(
    (_, j): Control => ({
      label: tileHandleLabel(doc, j),
      kind: "button",
      value: undefined,
      pressed: j === at,
      enabled: true,
      section: "Tile",
      attachTo: "Tile",
      widget: () => ({
        field: Object.assign(document.createElement("span"), { hidden: true }),
        parts: [],
        sync: () => {},
      }),
      run: () => host.select(j),
    }),
  );
  return [
    tile,
    ...handles,
    {
      label: "Caption",
      kind: "text",
      value: item.caption,
      enabled: true,
      section: "Tile",
      path: `items.${at}.caption`,
      hint: `at most ${MOODBOARD_MAX_CAPTION} characters, set under the tile in the identity's type`,
      commit: (value) => replace({ ...item, caption: String(value ?? "") }),
    },
    ...(item.kind === "material"
      ? [
          {
            label: "Moment",
            kind: "number" as const,
            value: item.timeMs,
            min: 0,
            max: MOODBOARD_MAX_MATERIAL_MS,
            step: 100,
            enabled: true,
            section: "Tile",
            path: `items.${at}.timeMs`,
            hint: "milliseconds into the material's loop",
            commit: (value: unknown) => replace({ ...item, timeMs: Number(value) }),
          },
        ]
      : []),
    placing("Left", "x"),
    placing("Top", "y"),
    placing("Tile width", "width"),
    placing("Rotation", "rotation"),
    {
      label: "Move earlier",
      kind: "button",
      value: undefined,
      enabled: at > 0,
      reason: "it is the first tile",
      section: "Tile",
      run: () => host.apply({ ...doc, items: moved(doc.items, at, at - 1) }, at - 1),
    },
    {
      label: "Move later",
      kind: "button",
      value: undefined,
      enabled: at < doc.items.length - 1,
      reason: "it is the last tile",
      section: "Tile",
      run: () => host.apply({ ...doc, items: moved(doc.items, at, at + 1) }, at + 1),
    },
    {
      label: "Remove tile",
      kind: "button",
      value: undefined,
      enabled: true,
      section: "Tile",
      run: () => host.apply({ ...doc, items: doc.items.filter((_, j) => j !== at) }, Math.max(0, at - 1)),
    },
  ];
}

function exportWidth(host: ControlsHost, doc: MoodboardDocument): Control {
  const [control] = schemaControls(
    schema,
    doc,
    [{ path: "export.width", label: "Export width", section: "Export", hint: "the PNG's width in pixels" }],
    (path, value) => host.apply(withValue(doc, path, value)),
  );
  return control as Control;
}

/** The Tile select, whose commit the board's handles share. */
function tileSelect(
  names: Readonly<Record<string, string>>,
  at: number,
  commit: (value: unknown) => void,
  host: ControlsHost,
): CustomWidget {
  host.bindCommit(commit);
  const select = document.createElement("select");
  for (const [value, name] of Object.entries(names))
    select.append(Object.assign(document.createElement("option"), { value, textContent: name }));
  select.value = String(at);
  select.addEventListener("change", () => commit(select.value));
  return {
    field: select,
    parts: [select],
    sync(next) {
      host.bindCommit(commit);
      if (document.activeElement !== select) {
        if (select.options.length !== (next.options?.length ?? 0)) {
          select.replaceChildren(
            ...(next.options ?? []).map((value) =>
              Object.assign(document.createElement("option"), {
                value: String(value),
                textContent: next.optionLabels?.[String(value)] ?? String(value),
              }),
            ),
          );
        } else
          for (const option of select.options)
            option.textContent = next.optionLabels?.[option.value] ?? option.value;
        select.value = String(next.value);
      }
    },
  };
}
