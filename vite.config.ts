// The Studio: a Vite build of studio/ into dist/studio, served by the same server at /studio.
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * studio/preload.ts is a second entry, named in the page as an async module script: it runs as soon as it
 * arrives — before the shell's larger code has — and starts loading the first tool's code and fonts, so the
 * tool arrives with the shell rather than after it.
 */
function preloadEntry(): Plugin {
  return {
    name: "marque-studio-preload",
    transformIndexHtml: {
      order: "post",
      handler(_, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (file) => file.type === "chunk" && file.isEntry && file.name === "preload",
        );
        if (!chunk) return [];
        return [
          {
            tag: "script",
            attrs: { type: "module", async: true, crossorigin: true, src: `/studio/${chunk.fileName}` },
            injectTo: "head-prepend",
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root: "studio",
  base: "/studio/",
  plugins: [preloadEntry()],
  build: {
    outDir: "../dist/studio",
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: { main: resolve("studio/index.html"), preload: resolve("studio/preload.ts") },
    },
  },
});
