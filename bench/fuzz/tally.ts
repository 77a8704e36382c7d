// Judges each outcome and counts it per category: statuses, 5xx, no answer, hangs, wrong acceptance, error
// bodies out of shape or over the bound, and unsafe SVG in successful answers; keeps a few examples of each.
import { ERROR_STATUS, errorBodySchema } from "../../src/contract/index.js";
import type { FuzzCase, FuzzCategory } from "./case.js";
import type { Outcome } from "./client.js";
import { unsafeOutput } from "./output-safety.js";

/** Issue 9: "keep the error body under 64 KB whatever comes in". */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** Columns that must be zero, in the table's order. */
export const MUST_BE_ZERO = [
  "5xx",
  "no answer",
  "hangs",
  "wrongly accepted",
  "wrongly refused",
  "bad error body",
  "error > 64 KB",
  "unsafe SVG",
  "lost answers",
  "held open",
] as const;
export type Finding = (typeof MUST_BE_ZERO)[number];

export interface Row {
  cases: number;
  statuses: Map<string, number>;
  counts: Record<Finding, number>;
}

/** The findings of one column in one category, grouped by what the cases did. */
export interface Findings {
  category: FuzzCategory;
  finding: Finding;
  /** Group → count and one detail. */
  groups: Map<string, { count: number; detail: string }>;
}

const mediaTypeOf = (outcome: Outcome) =>
  String(outcome.headers?.["content-type"] ?? "")
    .split(";")[0]
    ?.trim() ?? "";

/** Why an error answer is out of shape, or undefined when it is the one error body with the right status. */
function errorBodyProblem(outcome: Outcome): string | undefined {
  if (mediaTypeOf(outcome) !== "application/json") return `Content-Type ${outcome.headers?.["content-type"]}`;
  let json: unknown;
  try {
    json = JSON.parse(outcome.body?.toString("utf8") ?? "");
  } catch {
    return "not JSON";
  }
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success)
    return `not the error shape: ${parsed.error.issues[0]?.message} at ${parsed.error.issues[0]?.path.join(".")}`;
  const expected = (ERROR_STATUS as Record<string, number>)[parsed.data.error.code];
  if (expected !== outcome.status) return `code ${parsed.data.error.code} with status ${outcome.status}`;
  return undefined;
}

const snippet = (outcome: Outcome) =>
  (outcome.body?.toString("utf8") ?? "").slice(0, 240).replace(/\s+/g, " ");

export class Tally {
  readonly rows = new Map<FuzzCategory, Row>();
  readonly findings = new Map<string, Findings>();

  #row(category: FuzzCategory): Row {
    let row = this.rows.get(category);
    if (!row) {
      row = {
        cases: 0,
        statuses: new Map(),
        counts: Object.fromEntries(MUST_BE_ZERO.map((f) => [f, 0])) as Record<Finding, number>,
      };
      this.rows.set(category, row);
    }
    return row;
  }

  #find(row: Row, fuzzCase: FuzzCase, finding: Finding, detail: string) {
    row.counts[finding]++;
    const key = `${fuzzCase.category}\u0000${finding}`;
    let findings = this.findings.get(key);
    if (!findings) {
      findings = { category: fuzzCase.category, finding, groups: new Map() };
      this.findings.set(key, findings);
    }
    const group = findings.groups.get(fuzzCase.group ?? fuzzCase.label);
    if (group) group.count++;
    else findings.groups.set(fuzzCase.group ?? fuzzCase.label, { count: 1, detail });
  }

  record(fuzzCase: FuzzCase, outcome: Outcome): void {
    const row = this.#row(fuzzCase.category);
    row.cases++;
    const status = outcome.hung
      ? "hang"
      : outcome.status === undefined
        ? `no answer (${outcome.error})`
        : String(outcome.status);
    row.statuses.set(status, (row.statuses.get(status) ?? 0) + 1);
    // Pipelines and floods: whatever the last answer was, earlier answers lost or idle connections kept count.
    if (outcome.lost) this.#find(row, fuzzCase, "lost answers", outcome.lost);
    if (outcome.held) this.#find(row, fuzzCase, "held open", outcome.held);
    if (outcome.hung) {
      this.#find(row, fuzzCase, "hangs", `no answer ${Math.round(outcome.ms)} ms after it started`);
      return;
    }
    if (outcome.status === undefined) {
      this.#find(row, fuzzCase, "no answer", outcome.error ?? "");
      return;
    }
    if (outcome.status >= 500) this.#find(row, fuzzCase, "5xx", `${outcome.status}: ${snippet(outcome)}`);
    const ok = outcome.status >= 200 && outcome.status < 300;
    if (ok) {
      if (fuzzCase.accept === "never") this.#find(row, fuzzCase, "wrongly accepted", `${outcome.status}`);
      const unsafe = unsafeOutput(mediaTypeOf(outcome), outcome.body ?? Buffer.alloc(0));
      if (unsafe.length > 0) this.#find(row, fuzzCase, "unsafe SVG", unsafe.join("; "));
      return;
    }
    if (fuzzCase.accept === "always")
      this.#find(row, fuzzCase, "wrongly refused", `${outcome.status}: ${snippet(outcome)}`);
    const bytes = outcome.body?.length ?? 0;
    if (bytes > MAX_ERROR_BODY_BYTES) this.#find(row, fuzzCase, "error > 64 KB", `${bytes} bytes`);
    const problem = errorBodyProblem(outcome);
    if (problem) this.#find(row, fuzzCase, "bad error body", `${outcome.status}: ${problem}`);
  }

  /** Findings per column over all categories. */
  totals(): Record<Finding, number> {
    const totals = Object.fromEntries(MUST_BE_ZERO.map((f) => [f, 0])) as Record<Finding, number>;
    for (const row of this.rows.values()) for (const f of MUST_BE_ZERO) totals[f] += row.counts[f];
    return totals;
  }

  /** The table (Markdown), one line per category and a total. */
  table(order: readonly FuzzCategory[]): string {
    const lines = [
      `| category | cases | statuses | ${MUST_BE_ZERO.join(" | ")} |`,
      `|---|---:|---|${MUST_BE_ZERO.map(() => "---:").join("|")}|`,
    ];
    let cases = 0;
    for (const category of order) {
      const row = this.rows.get(category);
      if (!row) continue;
      cases += row.cases;
      const statuses = [...row.statuses]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, count]) => `${status}×${count}`)
        .join(" ");
      lines.push(
        `| ${category} | ${row.cases} | ${statuses} | ${MUST_BE_ZERO.map((f) => row.counts[f]).join(" | ")} |`,
      );
    }
    const totals = this.totals();
    lines.push(`| **all** | ${cases} | | ${MUST_BE_ZERO.map((f) => totals[f]).join(" | ")} |`);
    return lines.join("\n");
  }

  /** Every finding, grouped: `- [category / column] what ×count → detail`, at most `limit` groups each. */
  findingLines(limit = 40): string[] {
    const lines: string[] = [];
    for (const { category, finding, groups } of this.findings.values()) {
      const sorted = [...groups].sort(([a], [b]) => a.localeCompare(b));
      for (const [group, { count, detail }] of sorted.slice(0, limit)) {
        lines.push(`- [${category} / ${finding}] ${group} ×${count} → ${detail.slice(0, 200)}`);
      }
      if (sorted.length > limit)
        lines.push(`- [${category} / ${finding}] … and ${sorted.length - limit} more`);
    }
    return lines;
  }
}
