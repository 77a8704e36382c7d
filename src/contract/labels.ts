// The label an editor shows for a setting, from its camel-case name: one rule for every tool, so a setting
// two tools share reads the same in both (and a script sets it by the same name).

/**
 * "bandCount" → "Band count"; a one-letter axis or variant stays a capital: "colorA" → "Color A",
 * "rotationZ" → "Rotation Z".
 */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/gu, "$1 $2").split(" ");
  return words
    .map((word, i) =>
      i === 0
        ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()
        : word.length === 1
          ? word.toUpperCase()
          : word.toLowerCase(),
    )
    .join(" ");
}
