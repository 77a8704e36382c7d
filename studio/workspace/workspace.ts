// The Studio's projects: the built-in identities plus the user's own, the open tabs and the active one, kept
// in IndexedDB. Loading checks every record; one that fails is set aside under another key and reported, so a
// corrupt store never keeps the Studio from opening. The first load brings the old local-storage state in as
// the first project.
import {
  type IdentityInput,
  identitySchema,
  PROJECT_LIMITS,
  type SavedDesign,
} from "../../src/contract/index.js";
import { StudioError } from "../runtime/errors.js";
import { loadSavedText, type SavedState } from "../shell/saved.js";
import { type KeyValueStore, memoryKeyValue, openKeyValue } from "./idb.js";
import {
  builtInProjects,
  FONT_KEY,
  firstIssue,
  fontRecord,
  META_KEY,
  type Meta,
  metaRecord,
  ownProject,
  PROJECT_KEY,
  type Project,
  projectRecord,
  SET_ASIDE_KEY,
} from "./records.js";

export const DATABASE = "marque-studio";

/** A record the load could not read, kept aside under `key`. */
export interface SetAside {
  key: string;
  from: string;
  reason: string;
}

/** A project as the switcher and project.list show it. */
export interface ProjectSummary {
  id: string;
  name: string;
  builtIn: boolean;
  open: boolean;
  active: boolean;
  designs: number;
}

const notFound = (what: string, id: string, field: string) =>
  StudioError.of("not_found", `no ${what} ${JSON.stringify(id)}`, field);

export class Workspace {
  readonly #kv: KeyValueStore;
  readonly #projects = new Map<string, Project>();
  #meta: Meta;
  /** What the load set aside (shown once as a notice, and in describe().workspace). */
  readonly setAside: SetAside[];
  /** Whether projects live only as long as the page (IndexedDB could not be opened). */
  readonly volatile: boolean;
  /** Projects edited in this task, written together at its end. */
  readonly #dirty = new Set<string>();
  /** Uploaded faces' sanitized bytes, by digest (FONT_KEY). */
  readonly #fonts = new Map<string, Uint8Array>();
  /** Writes not yet committed. */
  readonly #pending = new Set<Promise<void>>();
  /** Heard after anything the tabs and the switcher show changed. */
  onChange: (() => void) | undefined;

  private constructor(
    kv: KeyValueStore,
    projects: Project[],
    meta: Meta,
    setAside: SetAside[],
    volatile: boolean,
  ) {
    this.#kv = kv;
    for (const project of projects) this.#projects.set(project.id, project);
    this.#meta = meta;
    this.setAside = setAside;
    this.volatile = volatile;
  }

  /** Opens the store, checks it, sets aside what fails, and migrates local storage on a first load. */
  static async load(): Promise<Workspace> {
    let kv: KeyValueStore;
    let volatile = false;
    try {
      kv = await openKeyValue(DATABASE);
    } catch {
      kv = memoryKeyValue();
      volatile = true;
    }
    const setAside: SetAside[] = [];
    const aside = async (from: string, value: unknown, reason: string) => {
      const key = `${SET_ASIDE_KEY}${new Date().toISOString()}:${from}`;
      setAside.push({ key, from, reason });
      await kv.set(key, { from, reason, value });
      await kv.delete(from);
    };
    let entries: [string, unknown][] = [];
    try {
      entries = await kv.entries();
    } catch (error) {
      // Values the browser cannot even clone back: nothing is readable, so the store starts over in memory.
      setAside.push({ key: "", from: DATABASE, reason: String(error) });
      kv = memoryKeyValue();
      volatile = true;
    }
    const projects = builtInProjects();
    const byId = new Map(projects.map((project) => [project.id, project]));
    let meta: Meta | undefined;
    let storedMeta = false;
    const fonts = new Map<string, Uint8Array>();
    for (const [key, value] of entries) {
      if (key === META_KEY) {
        storedMeta = true;
        const read = metaRecord.safeParse(value);
        if (read.success) meta = read.data;
        else await aside(key, value, firstIssue(read.error));
      } else if (key.startsWith(PROJECT_KEY)) {
        const read = projectRecord.safeParse(value);
        const id = key.slice(PROJECT_KEY.length);
        if (!read.success) await aside(key, value, firstIssue(read.error));
        else if (read.data.id !== id) await aside(key, value, `id: holds ${read.data.id}`);
        else byId.set(id, read.data);
      } else if (key.startsWith(FONT_KEY)) {
        const read = fontRecord.safeParse(value);
        if (read.success) fonts.set(key.slice(FONT_KEY.length), read.data);
        else await aside(key, value, firstIssue(read.error));
      } else if (!key.startsWith(SET_ASIDE_KEY)) {
        await aside(key, value, "not a key the Studio keeps");
      }
    }
    const all = [...byId.values()];
    // A face whose bytes are not kept (set aside above) is dropped from its project, which says so.
    for (const project of all)
      for (const [role, font] of Object.entries(project.fonts ?? {}))
        if (font && !fonts.has(font.key)) {
          delete project.fonts?.[role as keyof typeof project.fonts];
          setAside.push({
            key: "",
            from: `${PROJECT_KEY}${project.id} fonts.${role}`,
            reason: "its font is missing",
          });
        }
    if (!storedMeta) {
      // A first load: what the Studio kept in local storage before projects becomes the first project.
      const first = migrated(loadSavedText(), setAside);
      all.unshift(first);
      meta = { version: 1, open: [first.id], active: first.id };
      await kv.set(`${PROJECT_KEY}${first.id}`, first);
      await kv.set(META_KEY, meta);
    }
    const workspace = new Workspace(kv, all, meta ?? fallbackMeta(all), setAside, volatile);
    for (const [key, bytes] of fonts) workspace.#fonts.set(key, bytes);
    workspace.#repairMeta();
    return workspace;
  }

  get active(): Project {
    const project = this.#projects.get(this.#meta.active);
    if (!project) throw new Error("the workspace has no active project");
    return project;
  }

  /** The open tabs, in order. */
  get open(): readonly string[] {
    return this.#meta.open;
  }

  project(id: string): Project | undefined {
    return this.#projects.get(id);
  }

  /** Every project: the open tabs in their order, then the rest (own first, then built-ins) by name. */
  projects(): Project[] {
    const open = this.#meta.open.flatMap((id) => this.#projects.get(id) ?? []);
    const rest = [...this.#projects.values()]
      .filter((p) => !this.#meta.open.includes(p.id))
      .sort((a, b) => Number(a.builtIn) - Number(b.builtIn) || a.name.localeCompare(b.name));
    return [...open, ...rest];
  }

  summary(project: Project): ProjectSummary {
    return {
      id: project.id,
      name: project.name,
      builtIn: project.builtIn,
      open: this.#meta.open.includes(project.id),
      active: project.id === this.#meta.active,
      designs: project.designs.length,
    };
  }

  /** `id`'s project, or a not_found error naming `field`. */
  get(id: string, field = "id"): Project {
    const project = this.#projects.get(id);
    if (!project) throw notFound("project", id, field);
    return project;
  }

  /** Makes `id` the active project, opening its tab when it is closed. */
  activate(id: string): Project {
    const project = this.get(id);
    if (!this.#meta.open.includes(id)) this.#meta.open.push(id);
    this.#meta.active = id;
    this.#saveMeta();
    return project;
  }

  /** A new own project, open in a tab after the active one (not yet active). */
  create(name: string, identity?: IdentityInput): Project {
    if (this.#projects.size >= PROJECT_LIMITS.projects)
      throw StudioError.of(
        "invalid_request",
        `at most ${PROJECT_LIMITS.projects} projects; delete one first`,
        "name",
      );
    const project = ownProject(name, identity);
    this.#add(project);
    return project;
  }

  /** A copy of `id` (identity, sources, designs and uploaded faces) as an own project named "<name> copy". */
  duplicate(id: string): Project {
    const source = this.get(id);
    const copy = this.create(
      `${source.name} copy`.slice(0, PROJECT_LIMITS.name),
      structuredClone(source.identity),
    );
    copy.sources = structuredClone(source.sources);
    copy.designs = structuredClone(source.designs);
    if (source.fonts) copy.fonts = structuredClone(source.fonts);
    this.save(copy);
    return copy;
  }

  /** Renames any project: a built-in one keeps its identity and stays built-in (it still cannot be deleted). */
  rename(id: string, name: string): Project {
    const project = this.get(id);
    const trimmed = name.trim().slice(0, PROJECT_LIMITS.name);
    if (!trimmed) throw StudioError.of("invalid_request", "a project needs a name", "name");
    project.name = trimmed;
    this.save(project);
    return project;
  }

  /** Deletes an own project (and its designs); its tab closes first. */
  remove(id: string): void {
    this.#own(id, "deleted");
    if (this.#projects.size <= 1) throw StudioError.of("invalid_request", "the last project stays", "id");
    this.close(id, true);
    this.#projects.delete(id);
    this.#dirty.delete(id);
    this.#queue(() => this.#kv.delete(`${PROJECT_KEY}${id}`));
    this.#dropUnusedFonts();
    this.#changed();
  }

  /** Closes `id`'s tab (the project stays in the switcher); the last tab stays open unless it is deleted. */
  close(id: string, deleting = false): void {
    const at = this.#meta.open.indexOf(id);
    if (at < 0) return;
    if (this.#meta.open.length === 1 && !deleting)
      throw StudioError.of("invalid_request", "the last open project stays open", "id");
    this.#meta.open.splice(at, 1);
    if (this.#meta.open.length === 0) {
      const next = [...this.#projects.values()].find((p) => p.id !== id);
      if (next) this.#meta.open.push(next.id);
    }
    if (this.#meta.active === id)
      this.#meta.active =
        this.#meta.open[Math.min(at, this.#meta.open.length - 1)] ?? this.#meta.open[0] ?? "";
    this.#saveMeta();
  }

  /** Moves `id`'s tab to `index` among the open tabs. */
  move(id: string, index: number): void {
    const at = this.#meta.open.indexOf(id);
    if (at < 0) return;
    this.#meta.open.splice(at, 1);
    this.#meta.open.splice(Math.max(0, Math.min(index, this.#meta.open.length)), 0, id);
    this.#saveMeta();
  }

  /** Keeps `project` after one of its uploaded faces was replaced or removed, and drops bytes nothing names. */
  saveFonts(project: Project): void {
    this.save(project);
    this.#dropUnusedFonts();
  }

  /**
   * Keeps `project`. Edits within one task coalesce into one write, made in a microtask: before a script
   * calling the facade hears back, so a reload right after still finds it.
   */
  save(project: Project): void {
    if (this.#dirty.size === 0)
      queueMicrotask(() => {
        for (const id of this.#dirty) {
          const current = this.#projects.get(id);
          if (current) this.#queue(() => this.#kv.set(`${PROJECT_KEY}${id}`, current));
        }
        this.#dirty.clear();
      });
    this.#dirty.add(project.id);
    this.#changed();
  }

  /** The bytes of the uploaded face `key`. */
  fontBytes(key: string): Uint8Array | undefined {
    return this.#fonts.get(key);
  }

  /** Keeps an uploaded face's bytes under their digest (once: projects holding the same file share them). */
  keepFont(key: string, bytes: Uint8Array): void {
    if (this.#fonts.has(key)) return;
    this.#fonts.set(key, bytes);
    this.#queue(() => this.#kv.set(`${FONT_KEY}${key}`, bytes));
  }

  /** Deletes the bytes of faces no project names any more. */
  #dropUnusedFonts(): void {
    const used = new Set(
      [...this.#projects.values()].flatMap((project) =>
        Object.values(project.fonts ?? {}).map((f) => f?.key),
      ),
    );
    for (const key of [...this.#fonts.keys()])
      if (!used.has(key)) {
        this.#fonts.delete(key);
        this.#queue(() => this.#kv.delete(`${FONT_KEY}${key}`));
      }
  }

  /** The design `id` of the active project, or not_found. */
  design(id: string): SavedDesign {
    const design = this.active.designs.find((d) => d.id === id);
    if (!design) throw notFound("saved design", id, "id");
    return design;
  }

  #own(id: string, doing: string): Project {
    const project = this.get(id);
    if (project.builtIn)
      throw StudioError.of(
        "invalid_request",
        `${project.name} is a built-in project: it cannot be ${doing}; duplicate it to make your own`,
        "id",
      );
    return project;
  }

  #add(project: Project): void {
    this.#projects.set(project.id, project);
    const at = this.#meta.open.indexOf(this.#meta.active);
    this.#meta.open.splice(at + 1, 0, project.id);
    this.save(project);
    this.#saveMeta();
  }

  #saveMeta(): void {
    const meta = structuredClone(this.#meta);
    this.#queue(() => this.#kv.set(META_KEY, meta));
    this.#changed();
  }

  /**
   * Resolves once every write asked for so far has committed. The facade waits for it before it answers, so
   * a script that reloads the page right after a call finds what the call did (a page that is left aborts
   * the transactions it has not finished).
   */
  async flushed(): Promise<void> {
    // The coalesced writes start in a microtask: let it run first.
    await Promise.resolve();
    await Promise.all([...this.#pending]);
  }

  #queue(write: () => Promise<void>): void {
    // Started now, not chained: IndexedDB runs read-write transactions on one store in the order they were
    // made. A failed write (storage full) is not fatal: the Studio keeps working in memory.
    const pending = write().catch(() => undefined);
    this.#pending.add(pending);
    void pending.then(() => this.#pending.delete(pending));
  }

  #changed(): void {
    this.onChange?.();
  }

  /** Open tabs and the active project that name projects the store has. */
  #repairMeta(): void {
    const open = [...new Set(this.#meta.open)].filter((id) => this.#projects.has(id));
    if (open.length === 0) open.push(this.#projects.keys().next().value as string);
    const active = open.includes(this.#meta.active) ? this.#meta.active : (open[0] as string);
    if (open.length !== this.#meta.open.length || active !== this.#meta.active) {
      this.#meta = { version: 1, open, active };
      this.#saveMeta();
    }
  }
}

function fallbackMeta(projects: Project[]): Meta {
  const first = projects.find((p) => !p.builtIn) ?? projects[0];
  return { version: 1, open: first ? [first.id] : [], active: first?.id ?? "" };
}

/** The first project: the state local storage kept, each part checked (what fails is set aside). */
function migrated(text: string | null, setAside: SetAside[]): Project {
  const project = ownProject("My brand");
  if (text === null) return project;
  let saved: SavedState;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new Error("not an object");
    saved = parsed as SavedState;
  } catch (error) {
    setAside.push({ key: "", from: "localStorage", reason: `not JSON state: ${(error as Error).message}` });
    return project;
  }
  if (saved.identity !== undefined) {
    const identity = identitySchema.safeParse(saved.identity);
    if (identity.success) project.identity = saved.identity;
    else setAside.push({ key: "", from: "localStorage identity", reason: firstIssue(identity.error) });
  }
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (isRecord(saved.sources)) project.sources = saved.sources;
  if (isRecord(saved.history))
    project.history = Object.fromEntries(
      Object.entries(saved.history).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1])),
    );
  return project;
}
