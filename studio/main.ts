// Studio entry: builds the shell and opens the first tool. window.marque.studio is published when that tool
// is ready — together with the first ready event — so the global is usable the moment it exists.
import { STUDIO_TOOLS } from "../src/catalog/studio-tools/index.js";
import { createStudioApi } from "./api/studio-api.js";
import { icon } from "./shell/icons.js";
import { bindShortcuts } from "./shell/shortcuts.js";
import { Studio } from "./shell/studio.js";
import { DesignsPanel } from "./workspace/designs-panel.js";
import { ProjectBar } from "./workspace/project-bar.js";
import { Workspace } from "./workspace/workspace.js";
import "./styles.css";

const byId = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the Studio page lacks #${id}`);
  return element as T;
};

const workspace = await Workspace.load();
const studio = new Studio(
  {
    title: byId("tool-title"),
    form: byId("controls"),
    canvas: {
      viewport: byId("viewport"),
      artboard: byId("preview"),
      size: byId("artboard-size"),
      zoom: byId("zoom-level"),
    },
    status: byId("status"),
    stale: byId("stale"),
    progress: byId("progress"),
    exportPanel: { estimate: byId("export-estimate"), result: byId("export-result") },
    places: {
      actions: byId("actions"),
      history: byId("history"),
      zoom: byId("zoombar"),
      exports: byId("exports"),
      cancel: byId("export-cancel"),
      drawer: byId("source-actions"),
      workspace: byId("workspace-actions"),
    },
    source: { drawer: byId("source-drawer"), text: byId("source-json"), issues: byId("source-issues") },
  },
  workspace,
);

const bar = new ProjectBar(studio, {
  tabs: byId("project-tabs"),
  add: byId("new-project"),
  menuButton: byId("project-menu-button"),
  menu: byId("project-menu"),
});
const designs = new DesignsPanel(studio, {
  panel: byId("designs-panel"),
  note: byId("designs-note"),
  name: byId("design-name"),
  save: byId("design-save"),
  list: byId("design-list"),
  close: byId("designs-close"),
});
workspace.onChange = () => {
  bar.render();
  designs.render();
};
/** The palette's code loads on its first use. */
const openPalette = async () =>
  (await import("./workspace/palette.js")).openPalette({
    studio,
    saveDesign: () => {
      designs.toggle(true);
      return designs.save();
    },
    toggleDesigns: () => designs.toggle(!designs.open),
    newProject: () => bar.create(),
    exportProject: () => bar.exportFile(),
    importProject: () => bar.importFile(),
  });
studio.panels = {
  get designsOpen() {
    return designs.open;
  },
  toggleDesigns: (open) => designs.toggle(open),
  openPalette,
  projectControls: () => bar.controls(),
};

const { api, announce } = createStudioApi(studio);
const global = window as unknown as { marque?: { studio?: unknown } };
studio.onActivated = () => {
  if (!global.marque?.studio) global.marque = { ...global.marque, studio: Object.freeze(api) };
  markCurrent();
  bar.render();
  designs.render();
  announce();
};

// The form never submits: every control commits on its own.
byId("controls").addEventListener("submit", (event) => event.preventDefault());

const open = async (id: string) => {
  try {
    await studio.activate(id);
  } catch (error) {
    studio.say(error instanceof Error ? error.message : String(error));
  }
};

const nav = byId("tools");
nav.replaceChildren(
  ...STUDIO_TOOLS.map((tool, index) => {
    const link = document.createElement("a");
    link.href = `?tool=${tool.id}`;
    link.dataset.tool = tool.id;
    link.title = `${tool.description} (Alt+${index + 1})`;
    link.setAttribute("aria-keyshortcuts", `Alt+${index + 1}`);
    link.append(icon(tool.id), Object.assign(document.createElement("span"), { textContent: tool.name }));
    link.addEventListener("click", (event) => {
      event.preventDefault();
      void open(tool.id);
    });
    return link;
  }),
);

function markCurrent(): void {
  for (const link of nav.querySelectorAll<HTMLAnchorElement>("a[data-tool]")) {
    if (link.dataset.tool === studio.tool.id) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

bindShortcuts(studio, open, openPalette);

const first = studio.initialTool();
try {
  await studio.activate(first);
} catch (error) {
  // A tool that cannot open never leaves the Studio without one: the identity tool opens instead.
  studio.say(`The ${first} tool could not open: ${error instanceof Error ? error.message : String(error)}`);
  if (first !== "identity") await studio.activate("identity");
}
// What the load could not read is said once it has opened, beside describe().workspace.setAside.
if (workspace.setAside.length > 0)
  studio.note(
    `Some saved Studio data could not be read and was set aside: ${workspace.setAside
      .map(({ from, reason }) => `${from} (${reason})`)
      .join("; ")}.`,
  );
else if (workspace.volatile)
  studio.note("This browser keeps no projects for this page: work lasts until it closes.");
