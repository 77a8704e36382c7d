// Studio entry: builds the shell and opens the first tool. window.marque.studio is published when that tool
// is ready — together with the first ready event — so the global is usable the moment it exists.
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
  history: byId("history"),
});

const { api, announce } = createStudioApi(studio);
const global = window as unknown as { marque?: { studio?: unknown } };
studio.onActivated = () => {
  if (!global.marque?.studio) global.marque = { ...global.marque, studio: Object.freeze(api) };
  announce();
};

// The form never submits: every control commits on its own.
byId("controls").addEventListener("submit", (event) => event.preventDefault());

byId("tools").replaceChildren(
  ...STUDIO_TOOLS.map((tool) => {
    const link = document.createElement("a");
    link.href = `?tool=${tool.id}`;
    link.dataset.tool = tool.id;
    link.textContent = tool.name;
    link.title = tool.description;
    link.addEventListener("click", async (event) => {
      event.preventDefault();
      try {
        await studio.activate(tool.id);
      } catch (error) {
        studio.say(error instanceof Error ? error.message : String(error));
      }
    });
    return link;
  }),
);

const first = studio.initialTool();
try {
  await studio.activate(first);
} catch (error) {
  // A tool that cannot open never leaves the Studio without one: the identity tool opens instead.
  studio.say(`The ${first} tool could not open: ${error instanceof Error ? error.message : String(error)}`);
  if (first !== "identity") await studio.activate("identity");
}
