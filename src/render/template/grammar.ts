// Reading `body`: lines, pairs and figures, per the grammar in the contract (BODY_GRAMMAR).

/** Non-empty, trimmed lines of a body; runs of spaces collapsed. */
export function bodyLines(body: string | undefined): string[] {
  return (body ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line.length > 0);
}

/** Separators of a pair, in the order they are tried: dashes first, then a bar, then a colon. */
const SEPARATORS = [" — ", " – ", " - ", " | ", ": "] as const;

/** `left — right` → [left, right]; undefined when no separator joins two non-empty parts. */
export function splitPair(line: string): [string, string] | undefined {
  for (const separator of SEPARATORS) {
    const at = line.indexOf(separator);
    if (at <= 0) continue;
    const left = line.slice(0, at).trim();
    const right = line.slice(at + separator.length).trim();
    if (left && right) return [left, right];
  }
  return undefined;
}

/** Units a figure may end with: percent, multipliers, times, durations, scores, temperatures, sizes. */
const UNIT =
  "(?:%|‰|×|x|k|K|M|B|bn|m|ms|s|min|h|hrs?|d|days?|wks?|yrs?|pts?|pp|bps|°[CF]?|[KMGT]B|kg|km|t|[$€£¥])";

/**
 * A figure as people write it: optional sign or currency, digits, optional unit (98.7%, $4.2M, −3 °C,
 * 3×, 120 ms, 1,200, +12 pp).
 */
const FIGURE = new RegExp(String.raw`^[~≈<>+−-]?\s?[$€£¥]?\d[\d,.\u202f ]*(?:${UNIT}\s?)?\+?$`, "u");

export const isFigure = (text: string): boolean => FIGURE.test(text.trim());

export interface Metric {
  value: string;
  label: string;
}

/** A number as people write it, sign, currency and grouping included, with no unit. */
const NUMBER = String.raw`[~≈<>+−-]?\s?[$€£¥]?\d[\d,.\u202f]*`;
/**
 * A unit word beyond the common units: kWh, GWh, MW, TWh, tCO₂e. An upper-case letter after the first marks
 * it as a unit rather than a word (`12 Sites` is a figure and a label; `4.2 GWh` is one figure).
 */
const UNIT_WORD = "[A-Za-zµ][A-Za-zµ₂]*[A-Z][A-Za-zµ₂]*";
const FIGURE_WITH_UNIT_WORD = new RegExp(String.raw`^${NUMBER}\s?${UNIT_WORD}$`, "u");
/** Beside a pair separator the other side is the label, so any short word may follow the number (`3 sites`). */
const FIGURE_WITH_WORD = new RegExp(String.raw`^${NUMBER}\s?[A-Za-zµ°₂/]{1,12}$`, "u");

/** A metric's figure standing alone: a figure, or a number with a unit word (`4.2GWh`, `4.2 GWh`). */
const isMetricFigure = (text: string): boolean => isFigure(text) || FIGURE_WITH_UNIT_WORD.test(text.trim());
/** One side of a metric's pair: also a number and any short word (`4.2 GWh`, `120 trains`). */
const isPairFigure = (text: string): boolean => isMetricFigure(text) || FIGURE_WITH_WORD.test(text.trim());

/**
 * `98.7% — Coverage`, `Coverage — 98.7%`, `4.2 GWh — Curtailment avoided`; without a separator, a leading
 * figure (`98.7% Coverage`, `4.2 GWh Curtailment avoided`) — and a line that is a figure alone (`4.2GWh`)
 * has no label. Undefined when the line holds no figure where a metric has one.
 */
export function parseMetric(line: string): Metric | undefined {
  const pair = splitPair(line);
  if (pair) {
    if (isPairFigure(pair[0])) return { value: pair[0], label: pair[1] };
    if (isPairFigure(pair[1])) return { value: pair[1], label: pair[0] };
    return undefined;
  }
  if (isMetricFigure(line)) return { value: line, label: "" };
  const [first, second, ...rest] = line.split(" ");
  if (first && second && isMetricFigure(`${first} ${second}`)) {
    return { value: `${first} ${second}`, label: rest.join(" ") };
  }
  if (first && isMetricFigure(first)) return { value: first, label: [second, ...rest].join(" ").trim() };
  return undefined;
}

export interface Datum {
  label: string;
  value: number;
  /** The value as written, for the bar's label. */
  text: string;
}

const MULTIPLIERS: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6, B: 1e9, bn: 1e9 };

/** The number a figure stands for: `4.2M` → 4200000, `98.7%` → 98.7, `1,200` → 1200. */
export function figureValue(text: string): number | undefined {
  const match = /(-|−)?\s?[$€£¥]?(\d[\d,\u202f ]*(?:\.\d+)?)\s?(k|K|M|B|bn)?/u.exec(text);
  if (!match?.[2]) return undefined;
  const value = Number(match[2].replace(/[,\u202f ]/gu, ""));
  if (!Number.isFinite(value)) return undefined;
  const sign = match[1] ? -1 : 1;
  return sign * value * (match[3] ? (MULTIPLIERS[match[3]] ?? 1) : 1);
}

/** A datum when `figure` is a figure that stands for a number. */
function datumOf(figure: string, label: string): Datum | undefined {
  if (!isFigure(figure)) return undefined;
  const value = figureValue(figure);
  return value === undefined ? undefined : { label, value, text: figure };
}

/**
 * A label and a number joined by a pair separator, either way round: `2023: 42`, `Jan 12 — 40`,
 * `Loss — −4.2M`, `98.7% — On-time departures`. The number is a whole side of the pair, so a label that
 * contains a number (`Jan 12`, `Q3 2025`) stays a label; when both sides are figures the first is the label
 * (`2023: 42`). A line without a pair is not a datum.
 */
export function parseDatum(line: string): Datum | undefined {
  const pair = splitPair(line);
  if (!pair) return undefined;
  const [left, right] = pair;
  return datumOf(right, left) ?? datumOf(left, right);
}

/** A date-like lead: a year, a quarter, a month, a time, `Day 1`, `Phase 2`, `v2.0`. */
const WHEN =
  /^(?:\d{4}s?|Q[1-4](?: \d{2,4})?|H[12](?: \d{2,4})?|\d{1,2}[:.]\d{2}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?(?: \d{2,4})?|(?:Day|Week|Month|Phase|Step|Stage|Sprint) \d+|v\d+(?:\.\d+)*|Now|Today|Next|Later)$/iu;

export interface Milestone {
  when: string;
  what: string;
}

/** `2023: Launch`, `Q3 — Pilot`, `2019 Founded`; lines without a date are numbered by the caller. */
export function parseMilestone(line: string): Milestone | undefined {
  const pair = splitPair(line);
  if (pair && WHEN.test(pair[0])) return { when: pair[0], what: pair[1] };
  const [first, ...rest] = line.split(" ");
  if (first && rest.length > 0 && /^\d{4}$/.test(first)) return { when: first, what: rest.join(" ") };
  return undefined;
}

/** An agenda item: an optional leading time (`09:30 Welcome`), the item, an optional detail. */
export function parseAgendaItem(line: string): { time?: string; item: string; detail?: string } {
  const timed = /^(\d{1,2}[:.]\d{2}(?:\s?[ap]m)?)\s+(.+)$/iu.exec(line);
  const time = timed?.[1];
  const rest = timed?.[2] ?? line;
  const pair = splitPair(rest);
  // One shape whatever is present (absent parts undefined): spread conditionally, every item made a shape of
  // its own, and every layout reading one met a new shape.
  return { time, item: pair ? pair[0] : rest, detail: pair?.[1] };
}

/** `Name — Role`, else `{ name: line }`. Also used for process steps (`Step — detail`). */
export function parseLabelled(line: string): { head: string; detail?: string } {
  const pair = splitPair(line);
  return pair ? { head: pair[0], detail: pair[1] } : { head: line };
}

export interface Columns {
  headings: [string, string] | undefined;
  left: string[];
  right: string[];
}

/**
 * Two columns: `Left | Right` lines (the first names the columns); else a `vs`/`---` line splits them;
 * else the lines are halved (the first half on the left).
 */
export function parseColumns(lines: readonly string[]): Columns {
  const barred = lines.map((line) => line.split(/\s*\|\s*/u));
  if (barred.some((parts) => parts.length === 2)) {
    const rows = barred.map((parts) => [parts[0] ?? "", parts.slice(1).join(" ")] as const);
    const [head, ...rest] = rows;
    const left = rest.map(([l]) => l).filter(Boolean);
    const right = rest.map(([, r]) => r).filter(Boolean);
    return { headings: head ? [head[0], head[1]] : undefined, left, right };
  }
  const divider = lines.findIndex((line) => /^(?:vs\.?|versus|-{3,}|—)$/iu.test(line));
  if (divider >= 0)
    return { headings: undefined, left: lines.slice(0, divider), right: lines.slice(divider + 1) };
  const half = Math.ceil(lines.length / 2);
  return { headings: undefined, left: lines.slice(0, half), right: lines.slice(half) };
}

/** A section's number as a first body line: `02`, `4.`, `Part 2`, `Chapter IV`, `III`. */
export const SECTION_NUMBER =
  /^(?:\d{1,3}\.?|(?:Part|Section|Chapter|Act|Module) [\w.]{1,6}|[IVXLC]{1,6}\.?)$/iu;
