// What the Studio's workspace keeps (issue 32): projects in IndexedDB across reloads, the old local-storage
// state brought in as the first project, a corrupt store set aside and reported, and the project file whose
// identity POST /api/generate takes. Real Chromium against the real server; a fresh context per test.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, status, useBrowser, waitForReady } from "./helpers.js";
import { identityOf, menu, type Summary, stored, storedWhen } from "./workspace-helpers.js";

const server = useServer();
const browser = useBrowser();

describe("what the Studio keeps", () => {
  it("brings the old local-storage state in as the first project", async () => {
    const { page } = await browser.fresh();
    await page.goto(`${server.url}/api/catalog`);
    await page.evaluate(() =>
      localStorage.setItem(
        "marque.studio.v1",
        JSON.stringify({
          tool: "blog",
          identity: { preset: "halden-rail" },
          sources: { blog: { kind: "template", template: "blog", title: "Kept" } },
        }),
      ),
    );
    await openStudio(page, server.url);
    const state = await inStudio<Record<string, unknown>>(page, async (s) => ({
      tool: s.activeTool(),
      identity: s.readSource().identity,
      title: s.readSource().title,
      projects: (await s.invoke("project.list"))
        .filter((p: { builtIn: boolean }) => !p.builtIn)
        .map((p: { name: string }) => p.name),
    }));
    expect(state).toEqual({
      tool: "blog",
      identity: { preset: "halden-rail" },
      title: "Kept",
      projects: ["My brand"],
    });
  });

  it("keeps an edit and a saved design made just before a reload", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    await inStudio(page, async (s) => {
      await s.invoke("project.create", { name: "Quick" });
      await s.set("Width", 777);
      await s.invoke("design.save", { name: "Seven" });
    });
    await page.reload();
    await waitForReady(page, 1);
    const state = await inStudio<Record<string, unknown>>(page, async (s) => ({
      project: s.describe().workspace.project.name,
      width: s.readSource().settings.width,
      designs: (await s.invoke("design.list")).map((d: { name: string }) => d.name),
    }));
    expect(state).toEqual({ project: "Quick", width: 777, designs: ["Seven"] });
  });

  it("sets a corrupt store aside, says so, and still opens", { timeout: 60_000 }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    await storedWhen(page, (db) => !!db.meta);
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open("marque-studio");
        open.onsuccess = () => resolve(open.result);
      });
      const transaction = db.transaction("kv", "readwrite");
      const store = transaction.objectStore("kv");
      store.put("garbage", "meta");
      store.put({ id: "p-bad", name: 5 }, "project:p-bad");
      store.put(
        {
          id: "tessel-labs",
          name: "Tessel",
          builtIn: true,
          identity: { preset: "nope" },
          sources: {},
          history: {},
          designs: [],
        },
        "project:tessel-labs",
      );
      store.put([1, 2, 3], "junk");
      await new Promise((resolve) => {
        transaction.oncomplete = resolve;
      });
      db.close();
      localStorage.setItem("marque.studio.v1", "{not json");
    });
    await page.reload();
    await waitForReady(page, 1);
    const workspace = await inStudio<{ setAside: { from: string; reason: string }[]; project: Summary }>(
      page,
      async (s) => s.describe().workspace,
    );
    expect(workspace.setAside.map((entry) => entry.from).sort()).toEqual([
      "junk",
      "meta",
      "project:p-bad",
      "project:tessel-labs",
    ]);
    expect(workspace.setAside.find((entry) => entry.from === "project:tessel-labs")?.reason).toMatch(
      /identity\.preset/u,
    );
    const notice = await status(page);
    expect(notice.visible).toBe(true);
    expect(notice.text).toMatch(/set aside/u);
    // The Studio works: the surface draws, the built-in Tessel Labs is back as new, the records are kept aside.
    expect(await page.locator("#preview svg").count()).toBe(1);
    expect(
      (await inStudio<Summary[]>(page, async (s) => s.invoke("project.list"))).map((p) => p.id),
    ).toContain("tessel-labs");
    const keys = Object.keys(await stored(page));
    expect(keys.filter((key) => key.startsWith("set-aside:"))).toHaveLength(4);
    expect(keys).not.toContain("junk");
    // Set aside once: the next load reads a clean store.
    await page.reload();
    await waitForReady(page, 1);
    expect(await inStudio(page, async (s) => s.describe().workspace.setAside)).toEqual([]);
  });
});

describe("the project file", () => {
  it("exports a project whose identity POST /api/generate accepts, and imports it back with its designs", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    await inStudio(page, async (s) => {
      await s.invoke("project.create", {
        name: "Export me",
        identity: { preset: "copperleaf-energy", name: "Copperleaf Co", ink: "#123456" },
      });
      await s.invoke("design.save", { name: "First" });
    });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      menu(page, "Export project (JSON)"),
    ]);
    expect(download.suggestedFilename()).toBe("export-me.marque-project.json");
    const path = await download.path();
    const file = JSON.parse(readFileSync(path, "utf8"));
    expect(file).toMatchObject({ format: "marque-project", version: 1, name: "Export me" });
    expect(file.identity).toEqual({ preset: "copperleaf-energy", name: "Copperleaf Co", ink: "#123456" });
    expect(file.designs).toHaveLength(1);
    // The file's identity is a request's identity, as it is.
    const response = await server.postJson({
      kind: "background",
      output: "json",
      identity: file.identity,
      settings: { width: 320, height: 180 },
    });
    expect(response.status, JSON.stringify(response.json)).toBe(200);

    // Import: a new own project with the identity and designs; another JSON file is refused, said plainly.
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), menu(page, "Import project…")]);
    await chooser.setFiles({
      name: "p.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ ...file, name: "Imported" })),
    });
    await page.waitForFunction(
      () => document.querySelector("[role=tab][aria-selected=true] .tab-name")?.textContent === "Imported",
    );
    expect(await identityOf(page)).toEqual(file.identity);
    expect(await inStudio<unknown[]>(page, async (s) => s.invoke("design.list"))).toHaveLength(1);
    const [again] = await Promise.all([page.waitForEvent("filechooser"), menu(page, "Import project…")]);
    await again.setFiles({
      name: "x.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"format":"other"}'),
    });
    await page.waitForFunction(() =>
      /x\.json was not imported: .*format/u.test(document.getElementById("status")?.textContent ?? ""),
    );
  });
});
