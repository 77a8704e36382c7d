// Line icons for the tool rail and the shell's buttons: 24-unit paths drawn in the current colour.

const PATHS: Readonly<Record<string, string>> = {
  identity: "M12 3l7.5 4.5v9L12 21l-7.5-4.5v-9z M12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7",
  surface: "M4 5h16v14H4z M4 15l5-5 4 4 3-3 4 4",
  slides: "M3 4h18v12H3z M8 20h8 M12 16v4 M7 8h6 M7 11h10",
  blog: "M5 3h10l4 4v14H5z M15 3v4h4 M8 12h8 M8 15h8 M8 18h5",
  partnership: "M8.5 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10 M15.5 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10",
  elements: "M4 4h7v7H4z M13 4h7v7h-7z M4 13h7v7H4z M13 13h7v7h-7z",
  material: "M9 3v5.5L4.5 17a2.5 2.5 0 0 0 2.2 4h10.6a2.5 2.5 0 0 0 2.2-4L15 8.5V3 M8 3h8 M7 14h10",
  animation: "M4 5h16v14H4z M10 9v6l5-3z M4 9h2 M4 15h2 M18 9h2 M18 15h2",
  tokens: "M4 4h5v16H4z M9 8.5l4.5-3.5 5 6.5L9 18 M9 20h11v-6h-5",
  typography: "M4 7V5h11v2 M9.5 5v14 M7.5 19h4 M14 12v-1.5h6V12 M17 10.5V19 M15.5 19h3",
  "brand-book":
    "M12 6.5C10 5 7 4.5 3.5 5v13.5c3.5-.5 6.5 0 8.5 1.5 M12 6.5C14 5 17 4.5 20.5 5v13.5c-3.5-.5-6.5 0-8.5 1.5 M12 6.5V20",
  // A terminal window: its title bar, a prompt and a cursor line.
  "code-card": "M3 4h18v16H3z M3 8h18 M7 12l3 2.5L7 17 M12 17h5",
  // A button above a field: the components a library holds.
  components: "M4 4h10a2 2 0 0 1 0 6H4a2 2 0 0 1 0-6z M3 14h18v6H3z M6 17h6",
  // A masonry board: tiles of two heights in two columns.
  moodboard: "M4 4h7v9H4z M13 4h7v5h-7z M13 11h7v9h-7z M4 15h7v5H4z",
  // A keyframed path: a curve through three keyframe diamonds.
  lottie: "M4 18c4 0 5-12 8-12s4 12 8 12 M4 16l2 2-2 2-2-2z M12 4l2 2-2 2-2-2z M20 16l2 2-2 2-2-2z",
  // A link card: the image above, two lines of text under it.
  "open-graph": "M3 4h18v16H3z M3 13h18 M6 16h9 M6 18h5 M8 9.5l2-2 3 3 2-1.5 2 2",
  undo: "M9 14L4 9l5-5 M4 9h10a6 6 0 0 1 0 12h-3",
  redo: "M15 14l5-5-5-5 M20 9H10a6 6 0 0 0 0 12h3",
  reset: "M4 12a8 8 0 1 0 2.3-5.7 M4 4v5h5",
  source: "M8 7l-5 5 5 5 M16 7l5 5-5 5 M14 4l-4 16",
  restore: "M12 8v4l3 2 M3.5 12a8.5 8.5 0 1 0 2.5-6 M3 4v4h4",
  "zoom-in": "M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13 M15.5 15.5L20 20 M10.5 8v5 M8 10.5h5",
  "zoom-out": "M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13 M15.5 15.5L20 20 M8 10.5h5",
  fit: "M4 9V4h5 M20 9V4h-5 M4 15v5h5 M20 15v5h-5",
  actual: "M5 9l2-2v10 M12 9.5v.01 M12 14.5v.01 M15 9l2-2v10",
  download: "M12 4v11 M7 10l5 5 5-5 M5 20h14",
  close: "M6 6l12 12 M18 6L6 18",
  copy: "M9 9h11v11H9z M5 15H4V4h11v1",
  apply: "M5 12.5l4.5 4.5L19 7",
  designs: "M6 3h12v18l-6-4-6 4z",
  search: "M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13 M15.5 15.5L20 20",
  plus: "M12 5v14 M5 12h14",
  projects: "M3 7h7l2 2h9v10H3z M3 7V5h6l2 2",
};

/** The path of icon `name`, if there is one (every tool of the rail has one). */
export const iconPath = (name: string): string | undefined => PATHS[name];

/** An inline SVG icon (decorative: the button or link it sits in carries the name). */
export function icon(name: string): SVGSVGElement {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "icon");
  const path = document.createElementNS(ns, "path");
  path.setAttribute("d", iconPath(name) ?? "");
  svg.append(path);
  return svg;
}
