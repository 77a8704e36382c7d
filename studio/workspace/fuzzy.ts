// A small fuzzy scorer for the command palette: the query's characters in order in the text, scored higher
// for a whole-prefix match, matches at word starts and runs of adjacent characters.

/** The score of `query` in `text` (higher is better), or undefined when the characters are not all there. */
export function fuzzyScore(query: string, text: string): number | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return 0;
  const t = text.toLowerCase();
  if (t.startsWith(q)) return 1000 - t.length;
  const contained = t.indexOf(q);
  if (contained >= 0) return 600 - contained - t.length / 10 + (isWordStart(t, contained) ? 200 : 0);
  let score = 0;
  let at = -1;
  let run = 0;
  for (const char of q) {
    if (char === " ") continue;
    const next = t.indexOf(char, at + 1);
    if (next < 0) return undefined;
    run = next === at + 1 ? run + 1 : 0;
    score += 10 + run * 8 + (isWordStart(t, next) ? 15 : 0) - Math.min(next - at - 1, 10);
    at = next;
  }
  return score - t.length / 10;
}

const isWordStart = (text: string, index: number) =>
  index === 0 || /[\s\-_/(.:]/u.test(text[index - 1] ?? "");
