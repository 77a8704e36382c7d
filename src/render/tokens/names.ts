// A token's CSS custom property name, shared by the stylesheet and the Tailwind theme (whose `--color-*`
// namespace makes the utilities): scale steps as `--color-accent-600`, semantic tokens without their group's
// `default` and without the `state` group (`--color-surface`, `--color-text-muted`, `--color-on-negative`).
export function cssName(path: readonly string[]): string {
  const [group, ...rest] = path;
  const parts = group === "scale" || group === "state" ? rest : [group, ...rest];
  return `--color-${parts.filter((part) => part !== "default").join("-")}`;
}
