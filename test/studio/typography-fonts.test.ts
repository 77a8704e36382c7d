// A font uploaded in Typography (issue 32) as a designer meets it: through the facade's typography.font.upload
// (WOFF here, from the Blog cover tool) or the role's file field (WOFF2), it is checked, kept in the project,
// named by the tokens, and set in that role by every tool of the project — the Blog cover's SVG changes with it,
// and is back as it was once the face is removed; a reload keeps it and another project does not see it. Files that are not one usable
// face are refused with the Studio's error body. Real Chromium against the real server.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { bytesOf, exportedBy, inStudio, openStudio, useBrowser, waitForReady } from "./helpers.js";
import { storedWhen } from "./workspace-helpers.js";

const server = useServer();
const browser = useBrowser();
const require = createRequire(import.meta.url);

/** A bundled family the starter identity does not use, as a person's own font file. */
const SERIF = "@fontsource/ibm-plex-serif/files/ibm-plex-serif-latin-700-normal";
const fontFile = (name: string) => require.resolve(name);
const base64Of = (name: string) => readFileSync(fontFile(name)).toString("base64");

/** The family the Typography tokens give a role. */
const tokenFamily = async (page: Page, role: string): Promise<string> => {
  const file = JSON.parse(
    bytesOf(await exportedBy(page, "typography.export", { format: "dtcg" })).toString(),
  );
  return file.font.family[role].$value[0];
};
/** The Blog cover's SVG (its title is set in the display role). */
const blogSvg = async (page: Page): Promise<string> =>
  bytesOf(await exportedBy(page, "blog.export", { format: "svg" })).toString();
const fonts = (page: Page) =>
  inStudio<Record<string, unknown>[]>(page, async (s) => s.describe().workspace.fonts);

describe("an uploaded font", () => {
  it("sets its role in every tool of the project, survives a reload, and stays in its project", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=blog");
    const before = await blogSvg(page);

    const uploaded = await inStudio<Record<string, unknown>>(
      page,
      async (s, { data }) =>
        s.invoke("typography.font.upload", { role: "display", data, filename: "plex-serif-bold.woff" }),
      { data: base64Of(`${SERIF}.woff`) },
    );
    expect(uploaded).toMatchObject({ role: "display", family: "IBM Plex Serif", format: "woff" });
    const after = await blogSvg(page);
    expect(after).not.toBe(before);
    expect(await fonts(page)).toEqual([
      expect.objectContaining({
        role: "display",
        family: "IBM Plex Serif",
        filename: "plex-serif-bold.woff",
      }),
    ]);

    // The project names the face; its bytes are kept once, apart, so an edit never writes them again.
    await storedWhen(page, (db) => {
      const fontKeys = Object.keys(db).filter((key) => key.startsWith("font:"));
      const named = Object.values(db).find((value) => value?.fonts?.display)?.fonts.display;
      return fontKeys.length === 1 && fontKeys[0] === `font:${named?.key}` && typeof named.bytes === "number";
    });
    // A reload keeps it, and draws with it again (byte for byte).
    await page.reload();
    await waitForReady(page, 1);
    expect(await blogSvg(page)).toBe(after);

    // Another project does not see it.
    await inStudio(page, async (s) => s.invoke("project.create", { name: "Other" }));
    expect(await fonts(page)).toEqual([]);
    expect(await blogSvg(page)).toBe(before);

    // Back in the first project, removing it brings the identity's face back.
    const first = await inStudio<string>(
      page,
      async (s) => (await s.invoke("project.list")).find((p: { name: string }) => p.name === "My brand").id,
    );
    await inStudio(page, async (s, { id }) => s.invoke("project.open", { id }), { id: first });
    expect(await blogSvg(page)).toBe(after);
    await inStudio(page, async (s) => s.invoke("typography.font.remove", { role: "display" }));
    expect(await blogSvg(page)).toBe(before);
    await storedWhen(page, (db) => !Object.keys(db).some((key) => key.startsWith("font:")));
  });

  it("is taken from the role's file field (WOFF2), and a file that is not one usable face is refused", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=typography");
    await page.getByLabel("Text font file").setInputFiles(fontFile(`${SERIF}.woff2`));
    await page.getByRole("button", { name: "Remove text font" }).waitFor();
    expect(await fonts(page)).toEqual([
      expect.objectContaining({ role: "text", format: "woff2", family: "IBM Plex Serif" }),
    ]);
    // The tokens name it for the role; the other roles keep the identity's faces.
    expect(await tokenFamily(page, "text")).toBe("IBM Plex Serif");
    expect(await tokenFamily(page, "display")).toBe("Space Grotesk");

    const refusal = (data: string) =>
      inStudio<Record<string, any>>(
        page,
        async (s, { data }) =>
          s.invoke("typography.font.upload", { role: "mono", data }).catch((e: any) => e.body.error),
        { data },
      );
    const font = readFileSync(fontFile(`${SERIF}.woff2`));
    const collection = Buffer.from(font);
    collection.write("ttcf", 0, "latin1");
    const truncated = font.subarray(0, 400);
    const arabic = readFileSync(
      fontFile("@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2"),
    );
    const refused = {
      text: await refusal(Buffer.from("not a font: ".repeat(10)).toString("base64")),
      collection: await refusal(collection.toString("base64")),
      truncated: await refusal(truncated.toString("base64")),
      arabic: await refusal(arabic.toString("base64")),
      base64: await refusal("@@@@"),
    };
    for (const error of Object.values(refused))
      expect(error).toMatchObject({ code: "invalid_request", field: "data" });
    expect(refused.text.message).toMatch(/not a WOFF2, WOFF, OTF or TTF font/u);
    expect(refused.collection.message).toMatch(/collection/u);
    expect(refused.truncated.message).toMatch(/cannot be read/u);
    expect(refused.arabic.message).toMatch(/no glyphs for basic Latin/u);
    expect(refused.text.issues[0].received).toMatch(/^file "font", \d+ bytes$/u);
    // Nothing refused was kept.
    expect((await fonts(page)).length).toBe(1);
    // The role's Remove button gives the role back to the identity's face.
    await page.getByRole("button", { name: "Remove text font" }).click();
    await page.getByRole("button", { name: "Remove text font" }).waitFor({ state: "detached" });
    expect(await fonts(page)).toEqual([]);
    expect(await tokenFamily(page, "text")).toBe("Inter");
  });
});
