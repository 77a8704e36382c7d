// The Studio's second entry, loaded with the shell (async): it starts fetching the first tool's code (and its
// fonts) while the shell's own code is still arriving, so the tool is there when the shell opens it.
import { initialTool, loadSaved } from "./shell/saved.js";
import { prefetchTool } from "./tools/prefetch.js";

const saved = loadSaved();
prefetchTool(initialTool(saved), saved.identity ?? { preset: "starter" });
