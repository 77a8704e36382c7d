// Driving the Studio's workspace in tests: the project list, the tabs as the page shows them, what IndexedDB
// holds (read in the page), the name dialog and the Projects menu.
import type { Page } from "playwright-core";
import { inStudio } from "./helpers.js";

export interface Summary {
  id: string;
  name: string;
  builtIn: boolean;
  open: boolean;
  active: boolean;
  designs: number;
}

export const projects = (page: Page) => inStudio<Summary[]>(page, async (s) => s.invoke("project.list"));
/** The open tabs as the page shows them: name and whether selected. */
export const tabs = (page: Page) =>
  page.$$eval("#project-tabs [role=tab]", (list) =>
    list.map((tab) => ({
      name: tab.querySelector(".tab-name")?.textContent ?? "",
      selected: tab.getAttribute("aria-selected") === "true",
    })),
  );
export const identityOf = (page: Page) => inStudio<unknown>(page, async (s) => s.readSource().identity);

/** What IndexedDB holds now, read in the page: the open tabs and each project's name and design names. */
export const stored = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("marque-studio");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = db.transaction("kv").objectStore("kv");
    const all = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve) => {
        request.onsuccess = () => resolve(request.result);
      });
    const [keys, values] = await Promise.all([all(store.getAllKeys()), all(store.getAll())]);
    db.close();
    return Object.fromEntries(keys.map((key, index) => [String(key), values[index]])) as Record<string, any>;
  });

/** Waits until IndexedDB holds what `check` looks for (writes are queued behind the edit). */
export async function storedWhen(
  page: Page,
  check: (entries: Record<string, any>) => boolean,
): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (check(await stored(page))) return;
    await page.waitForTimeout(50);
  }
  throw new Error(
    `IndexedDB never held the expected state: ${JSON.stringify(await stored(page)).slice(0, 600)}`,
  );
}

/** Answers the name dialog the page opened (a new project, a rename). */
export async function answer(page: Page, name: string): Promise<void> {
  await page.locator("dialog.ask #ask-input").fill(name);
  await page.keyboard.press("Enter");
  await page.locator("dialog.ask").waitFor({ state: "detached" });
}

/** Runs a command of the Projects menu (`menuitemradio`: a project of the switcher). */
export async function menu(
  page: Page,
  item: string | RegExp,
  role: "menuitem" | "menuitemradio" = "menuitem",
): Promise<void> {
  await page.click("#project-menu-button");
  await page.getByRole(role, { name: item, exact: true }).click();
}
