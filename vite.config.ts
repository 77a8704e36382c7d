// The Studio: a Vite build of studio/ into dist/studio, served by the same server at /studio.
import { defineConfig } from "vite";

export default defineConfig({
  root: "studio",
  base: "/studio/",
  build: {
    outDir: "../dist/studio",
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 1500,
  },
});
