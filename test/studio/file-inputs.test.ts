// File inputs through the interface (issue 34, client rule 6): a File given to set() goes the way a person's
// upload goes — its type read from its bytes, the contract's size bound, raster structure checks and SVG
// sanitizer — and is applied, or refused with the reason in the error shape; the file field itself too.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#FF2200"/><circle cx="50" cy="50" r="30" fill="#00DD44"/></svg>`;

/** A File a script would build: its text (or a drawn PNG, or that many zero bytes), name and declared type. */
interface FileSpec {
  name: string;
  type?: string;
  text?: string;
  png?: true;
  zeros?: number;
}

const FILES = {
  svg: { name: "mark.svg", type: "image/svg+xml", text: SVG },
  // No declared type and no extension: the bytes say what it is.
  untypedSvg: { name: "mark", text: SVG },
  png: { name: "mark.png", type: "image/png", png: true },
  text: { name: "notes.txt", type: "text/plain", text: "just some notes, not an image" },
  // Declared as a PNG, named as one: its bytes are not.
  disguised: { name: "mark.png", type: "image/png", text: "just some notes, not an image" },
  zeros: { name: "zeros.png", type: "image/png", zeros: 6 * 1024 * 1024 },
} satisfies Record<string, FileSpec>;

/** Builds `spec`'s File in the page and sets the file control `label` to it, as a script would. */
const setFile = <T>(page: Page, label: string, spec: FileSpec) =>
  inStudio<T>(
    page,
    async (s, { label, spec }) => {
      const bytes = async (): Promise<BlobPart> => {
        if (spec.zeros) return new Uint8Array(spec.zeros);
        if (!spec.png) return spec.text ?? "";
        const canvas = new OffscreenCanvas(64, 64);
        const g = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
        g.fillStyle = "#2255FF";
        g.fillRect(0, 0, 64, 64);
        g.fillStyle = "#FFEE00";
        g.fillRect(16, 16, 32, 32);
        return canvas.convertToBlob({ type: "image/png" });
      };
      const file = new File([await bytes()], spec.name, spec.type ? { type: spec.type } : {});
      return s.set(label, file);
    },
    { label, spec },
  );

interface Refusal {
  rejected?: {
    error: { code: string; issues: { code: string; field: string; message: string; received?: string }[] };
  };
}
interface Layer {
  type: string;
  mark?: { source: string; dataUrl?: string };
}

/** What the Design Lab draws, as bytes: a PNG still at time 0 (the live preview moves on its own). */
async function pixels(page: Page): Promise<string> {
  const result = await inStudio<{ base64?: string } & Refusal>(page, async (s) =>
    s.invoke("design.export", { format: "png", timeMs: 0, base64: true }),
  );
  if (!result.base64) throw new Error(`no export: ${JSON.stringify(result.rejected)}`);
  return result.base64;
}

const markOf = (page: Page) =>
  inStudio<Layer | undefined>(page, async (s) =>
    s.readSource().layers.find((l: Layer) => l.type === "brand-mark"),
  );

/**
 * The Design Lab with a brand mark, exporting 320 px wide: the default 1920 px PNG took seconds per still under
 * SwiftShader, and a mark file's change shows as well in a small one.
 */
async function labWithMark(): Promise<Page> {
  const { page } = await browser.fresh();
  await openStudio(page, server.url, "?tool=material");
  await inStudio(page, async (s) => {
    const source = s.readSource();
    await s.applySource({ ...source, export: { ...source.export, width: 320 } });
    await s.activate("Add brand mark");
  });
  return page;
}

describe("set(label, File) on a file control", () => {
  it("applies an SVG or PNG File as the Design Lab's mark, changing what is drawn", {
    timeout: 120_000,
  }, async () => {
    const page = await labWithMark();
    expect((await markOf(page))?.mark).toEqual({ source: "identity", variant: "auto" });
    let before = await pixels(page);
    for (const [name, file] of [
      ["svg", FILES.svg],
      ["untyped svg", FILES.untypedSvg],
      ["png", FILES.png],
    ] as const) {
      const result = await setFile<{ value: unknown } & Refusal>(page, "Mark file", file);
      expect(result.rejected, name).toBeUndefined();
      const mark = (await markOf(page))?.mark;
      expect(mark?.source, name).toBe("data-url");
      expect(mark?.dataUrl, name).toMatch(
        name === "png" ? /^data:image\/png;base64,/ : /^data:image\/svg\+xml;base64,/,
      );
      const after = await pixels(page);
      // The same SVG without a declared type draws the same; each other file draws differently.
      if (name === "untyped svg") expect(after, name).toBe(before);
      else expect(after, name).not.toBe(before);
      before = after;
    }
  });

  it("refuses a text file, a disguised one and 6 MB of zeros with the reason, changing nothing", {
    timeout: 120_000,
  }, async () => {
    const page = await labWithMark();
    const start = await markOf(page);
    const cases = [
      [FILES.text, /not a PNG, JPEG, GIF, WebP or SVG image/],
      [FILES.disguised, /not a PNG, JPEG, GIF, WebP or SVG image/],
      [FILES.zeros, /at most 5242880 bytes \(5 MB\)/],
    ] as const;
    for (const [file, reason] of cases) {
      const result = await setFile<Refusal>(page, "Mark file", file);
      const issue = result.rejected?.error.issues[0];
      expect(result.rejected?.error.code).toBe("invalid_request");
      expect(issue).toMatchObject({
        code: "invalid_data_url",
        field: expect.stringMatching(/mark\.dataUrl$/),
      });
      expect(issue?.message).toMatch(reason);
      expect(issue?.received).toMatch(/^file "/);
      expect(await markOf(page)).toEqual(start);
    }
  });

  it("sets the Identity's Logo from a File, and refuses a text file there too", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=identity");
    const logoOf = () => inStudio<string>(page, async (s) => s.readSource().logoDataUrl);
    await setFile(page, "Logo", FILES.svg);
    const logo = await logoOf();
    const refused = await setFile<Refusal>(page, "Logo", FILES.text);
    expect(logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(refused.rejected?.error.issues[0]).toMatchObject({
      code: "invalid_data_url",
      field: "logoDataUrl",
    });
    expect(await logoOf()).toBe(logo);
  });

  it("reads a person's upload in the file field the same way: applied, or refused at the field", {
    timeout: 60_000,
  }, async () => {
    const page = await labWithMark();
    const field = page.getByLabel("Mark file", { exact: true });
    await field.setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("not an image"),
    });
    await page.locator("small.error", { hasText: "not a PNG, JPEG, GIF, WebP or SVG image" }).waitFor();
    expect((await markOf(page))?.mark?.source).toBe("identity");
    await field.setInputFiles({ name: "mark.svg", mimeType: "image/svg+xml", buffer: Buffer.from(SVG) });
    await page.waitForFunction(() => {
      const studio = (window as unknown as { marque: { studio: { readSource(): { layers: Layer[] } } } })
        .marque.studio;
      return studio.readSource().layers.some((l) => l.mark?.source === "data-url");
    });
    expect((await markOf(page))?.mark?.dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
