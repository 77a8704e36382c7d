// The Studio's tools: one list that /api/catalog, the agent manifest, search and the Studio itself read.
import { type GenerateKind, STUDIO_API, type StudioExportFormat } from "../../contract/index.js";

export interface StudioTool {
  /** Used in `/studio?tool=<id>`, `window.marque.studio.activate`, and `tool.open`. */
  id: string;
  name: string;
  description: string;
  /** The generation kind whose request is this tool's source document, when it has one. */
  generates?: GenerateKind;
  /** Export formats of the tool's export action. */
  exports: readonly StudioExportFormat[];
  /** The export action's name, when it is not `<tool>.export` (the Design Lab's `design.export`). */
  exportAction?: string;
}

export const STUDIO_TOOLS: readonly StudioTool[] = [
  {
    id: "identity",
    name: "Identity",
    description:
      "Edit the active identity: choose a preset or set a custom name, colours, typography and logo.",
    exports: [],
  },
  {
    id: "surface",
    name: "Surface",
    description:
      "SVG backgrounds: every background setting (style, gradient, bands, dither, pattern, surface material, logo) with a live preview.",
    generates: "background",
    exports: ["svg", "png", "jpg"],
  },
  {
    id: "slides",
    name: "Slides",
    description: "Presentation slides at 1600×900 in fourteen layouts, typeset in the identity's type.",
    generates: "template",
    exports: ["svg", "png", "jpg"],
  },
  {
    id: "blog",
    name: "Blog cover",
    description: "Blog and article covers at 1200×630.",
    generates: "template",
    exports: ["svg", "png", "jpg"],
  },
  {
    id: "partnership",
    name: "Partnership",
    description: "Partnership announcements at 1200×600: the identity's mark beside a partner's.",
    generates: "template",
    exports: ["svg", "png", "jpg"],
  },
  {
    id: "elements",
    name: "Elements",
    description:
      "Browse the brand element taxonomy, read an element's brief and generate the artifact it names.",
    generates: "element-brief",
    exports: [],
  },
  {
    id: "material",
    name: "Design Lab",
    description:
      "Live WebGL materials from the Shader Library (134 materials, looks and palettes) on a wide, square or Open Graph canvas, with brand marks, type, images and effects; PNG or JPG frames, GIF and MP4 loops and shader sequences.",
    exports: ["png", "jpg", "gif", "mp4"],
    exportAction: STUDIO_API.designExport.action,
  },
  {
    id: "animation",
    name: "Motion",
    description:
      "Brand motion loops at social sizes (square, story, wide, Open Graph): one material from the Shader Library with the brand mark and a line of type animated in (fade, rise or scale, with easing curves); PNG or JPG frames, seamless GIF and MP4 loops.",
    exports: ["png", "jpg", "gif", "mp4"],
  },
];

/** A tool's export action: its own name, else `<tool>.export`. */
export const exportActionOf = (tool: Pick<StudioTool, "id" | "exportAction">): string =>
  tool.exportAction ?? `${tool.id}.export`;
