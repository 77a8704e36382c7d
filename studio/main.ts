// Studio entry: builds the shell, opens the first tool, publishes window.marque.studio, fires ready.
import { STUDIO_TOOLS } from "../src/catalog/studio-tools/index.js";
import { createStudioApi } from "./api/studio-api.js";
import { Studio } from "./shell/studio.js";
import "./styles.css";

const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the Studio page lacks #${id}`);
  return element;
};

const studio = new Studio({
  nav: byId("tools"),
  form: byId("controls"),
  preview: byId("preview"),
  status: byId("status"),
  progress: byId("progress"),
  exports: byId("exports"),
});

const { api, announce } = createStudioApi(studio);
const global = window as unknown as { marque?: { studio?: unknown } };
global.marque = { ...global.marque, studio: Object.freeze(api) };

byId("tools").replaceChildren(
  ...STUDIO_TOOLS.map((tool) => {
    const link = document.createElement("a");
    link.href = `?tool=${tool.id}`;
    link.dataset.tool = tool.id;
    link.textContent = tool.name;
    link.title = tool.description;
    link.addEventListener("click", async (event) => {
      event.preventDefault();
      await studio.activate(tool.id);
      announce();
    });
    return link;
  }),
);

await studio.activate(studio.initialTool());
announce();
