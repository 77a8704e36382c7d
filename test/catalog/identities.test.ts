// Identity catalog: complete records, safe logos, accessible colours, request-only overrides and slugs.
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  BUILT_IN_IDENTITIES,
  identityRecords,
  identitySummaries,
  logoFromDataUrl,
  overriddenIdentityBytes,
  proofAssetById,
  resolveIdentity,
  slugify,
} from "../../src/catalog/identities/index.js";
import { contrastRatio } from "../../src/color/contrast.js";
import {
  BUILT_IN_IDENTITY_IDS,
  checkImageDataUrl,
  decodeImageDataUrl,
  HEX_COLOR_PATTERN,
  IDENTITY_PRESETS,
  type IdentityInput,
  identitySchema,
} from "../../src/contract/index.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { textWordmark } from "../../src/render/text/wordmark.js";
import { expectStrictXml } from "../support/strict-xml.js";

const RECORDS = IDENTITY_PRESETS.map((preset) => identityRecords[preset]);
const resolve = (input: IdentityInput) => resolveIdentity(identitySchema.parse(input));
const svgOf = (dataUrl: string) => new TextDecoder().decode(decodeImageDataUrl(dataUrl)?.bytes);

/**
 * A real PNG of `width` × `height` grey pixels, built by hand: signature, IHDR, IDAT, IEND. `stored` keeps its
 * pixels uncompressed (a file as large as its pixels).
 */
function tinyPng(width: number, height: number, stored = false): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter type "none" per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: stored ? 0 : 6 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const dataUrl = (mimeType: string, bytes: Buffer | string) =>
  `data:${mimeType};base64,${Buffer.from(bytes).toString("base64")}`;

describe("identity records", () => {
  it("holds a record for each of the ten presets, keyed by its own id", () => {
    expect(Object.keys(identityRecords).sort()).toEqual([...IDENTITY_PRESETS].sort());
    for (const preset of IDENTITY_PRESETS) expect(identityRecords[preset].id).toBe(preset);
  });

  it("lists the seven built-ins in the contract's order", () => {
    expect(BUILT_IN_IDENTITIES.map((record) => record.id)).toEqual([...BUILT_IN_IDENTITY_IDS]);
  });

  it.each(RECORDS.map((record) => [record.id, record] as const))("%s is complete", (_, record) => {
    for (const field of [
      "name",
      "shortName",
      "tagline",
      "description",
      "positioning",
      "website",
      "graphicDevice",
    ] as const) {
      // A custom identity invents no website: one would be printed on the caller's artifacts.
      if (record.id === "custom" && field === "website") continue;
      expect(record[field].trim(), field).not.toBe("");
    }
    // Every text field fits the bounds a request override of it would have to meet.
    const { name, shortName, tagline, description, positioning, website, colors } = record;
    const asRequest = { preset: record.id, name, shortName, tagline, description, positioning, website };
    expect(identitySchema.safeParse({ ...asRequest, ink: colors.ink, paper: colors.paper }).success).toBe(
      true,
    );
    expect(website).toMatch(record.id === "custom" ? /^$/ : /^https:\/\/[a-z0-9-]+\.example$/);

    const hexes = [colors.ink, colors.paper, ...colors.gradient, ...Object.values(colors.semantic)];
    for (const hex of hexes) expect(hex).toMatch(HEX_COLOR_PATTERN);
    expect(colors.gradient).toHaveLength(3);

    for (const role of Object.values(record.typography)) {
      expect(role.family).not.toBe("");
      expect(role.weight).toBeGreaterThanOrEqual(100);
      expect(role.weight).toBeLessThanOrEqual(900);
      expect(role.fallback).toMatch(/(sans-serif|serif|monospace)$/);
    }
    for (const list of [...Object.values(record.voice), record.strategy.pillars])
      expect(list.length).toBeGreaterThan(0);
    expect(record.strategy.mission).not.toBe("");
    expect(record.strategy.audience).not.toBe("");
    expect(record.proofAssets.length).toBeGreaterThanOrEqual(2);
    expect(record.proofAssets.length).toBeLessThanOrEqual(4);
  });

  it("is frozen all the way down", () => {
    const record = identityRecords["tessel-labs"];
    expect(Object.isFrozen(record)).toBe(true);
    expect(Object.isFrozen(record.colors.gradient)).toBe(true);
    expect(Object.isFrozen(record.proofAssets[0]?.logo)).toBe(true);
    expect(() => {
      (record as { name: string }).name = "Changed";
    }).toThrow(TypeError);
  });

  it("gives every identity ink and paper with at least 4.5:1 contrast", () => {
    for (const { id, colors } of RECORDS) {
      expect(contrastRatio(colors.ink, colors.paper), id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives each built-in its own palette", () => {
    const palettes = BUILT_IN_IDENTITIES.map(({ colors }) =>
      [colors.ink, colors.paper, colors.semantic.accent].join(),
    );
    expect(new Set(palettes).size).toBe(BUILT_IN_IDENTITIES.length);
    const accents = RECORDS.map(({ colors }) => colors.semantic.accent);
    expect(new Set(accents).size).toBe(RECORDS.length);
  });
});

describe("proof assets", () => {
  const assets = RECORDS.flatMap((record) => record.proofAssets.map((asset) => ({ record, asset })));

  it("have ids unique across all identities, namespaced by their identity", () => {
    expect(new Set(assets.map(({ asset }) => asset.id)).size).toBe(assets.length);
    for (const { record, asset } of assets) {
      expect(asset.id).toMatch(new RegExp(`^${record.id}\\.${asset.kind}\\.[a-z0-9]+(-[a-z0-9]+)*$`));
      expect(asset.id.length).toBeLessThanOrEqual(80); // the contract's partnerId bound
      expect(["partner", "customer", "certification", "award"]).toContain(asset.kind);
      expect(asset.name).not.toBe("");
      expect(asset.description).not.toBe("");
    }
  });

  it("are found by id only within their own identity", () => {
    const halden = identityRecords["halden-rail"];
    expect(proofAssetById(halden, "halden-rail.partner.vale-transit")?.name).toBe("Vale Transit Authority");
    expect(proofAssetById(halden, "tessel-labs.partner.riverbyte")).toBeUndefined();
    expect(
      proofAssetById(resolve({ preset: "halden-rail", name: "Other" }), "halden-rail.partner.vale-transit"),
    ).toBeDefined();
  });
});

describe("logos", () => {
  const logos = RECORDS.flatMap((record) => [
    { label: `${record.id} light`, logo: record.logos.light },
    { label: `${record.id} dark`, logo: record.logos.dark },
    ...record.proofAssets.map((asset) => ({ label: asset.id, logo: asset.logo })),
  ]);

  it.each(logos.map(({ label, logo }) => [label, logo] as const))(
    "%s is a small, static SVG data URL the contract accepts",
    (_, logo) => {
      expect(logo.dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(checkImageDataUrl(logo.dataUrl)).toBeUndefined();
      const svg = svgOf(logo.dataUrl);
      expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 [\d.]+ 48"/);
      expect(svg).not.toMatch(/<text|<script|<image|\bid=|href|url\(/);
      const [, width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
      expect(logo.aspect).toBeCloseTo(Number(width) / Number(height), 6);
    },
  );

  it("draws light and dark variants differently", () => {
    for (const record of RECORDS)
      expect(record.logos.light.dataUrl, record.id).not.toBe(record.logos.dark.dataUrl);
  });
});

describe("resolveIdentity", () => {
  it("resolves an omitted identity to the starter", () => {
    const identity = resolveIdentity(undefined);
    expect(identity.id).toBe("starter");
    expect(identity.name).toBe(identityRecords.starter.name);
    expect(identity.slug).toBe("marque");
    expect(identity.overrides).toEqual({});
  });

  it("applies overrides for that resolution only", () => {
    const overridden = resolve({
      preset: "fernway-press",
      name: "Ådlers & Søn",
      tagline: "Bound by hand.",
      website: "https://adlers.example",
      ink: "#102030",
    });
    expect(overridden).toMatchObject({
      id: "fernway-press",
      name: "Ådlers & Søn",
      tagline: "Bound by hand.",
      website: "https://adlers.example",
      slug: "adlers-son",
    });
    expect(overridden.colors.ink).toBe("#102030");
    expect(overridden.overrides).toEqual({
      name: "Ådlers & Søn",
      tagline: "Bound by hand.",
      website: "https://adlers.example",
      ink: "#102030",
    });

    const plain = resolve({ preset: "fernway-press" });
    const record = identityRecords["fernway-press"];
    expect(plain).toMatchObject({
      name: record.name,
      tagline: record.tagline,
      website: record.website,
      slug: "fernway-press",
    });
    expect(plain.colors).toEqual(record.colors);
    expect(plain.overrides).toEqual({});
    expect(record.name).toBe("Fernway Press");
  });

  it("keeps colours coherent when ink or paper changes", () => {
    const dark = resolve({ preset: "tessel-labs", ink: "#F5F5F5", paper: "#101418" });
    expect(dark.colors).toMatchObject({ ink: "#F5F5F5", paper: "#101418" });
    expect(dark.colors.gradient).not.toEqual(identityRecords["tessel-labs"].colors.gradient);
    expect(dark.colors.semantic.accent).toBe(identityRecords["tessel-labs"].colors.semantic.accent);
    expect(contrastRatio(dark.colors.semantic.muted, dark.colors.paper)).toBeGreaterThanOrEqual(3);

    // Only paper given, and the preset's light ink would vanish on it: the ink follows.
    const light = resolve({ preset: "northlight-observatory", paper: "#FFFFFF" });
    expect(contrastRatio(light.colors.ink, light.colors.paper)).toBeGreaterThanOrEqual(4.5);
    // Only ink given and still legible on the preset's paper: the paper stays.
    expect(resolve({ preset: "starter", ink: "#2A2A80" }).colors.paper).toBe(
      identityRecords.starter.colors.paper,
    );
  });

  it("lets a logo data URL replace both variants and reads a PNG's aspect", () => {
    const logoDataUrl = dataUrl("image/png", tinyPng(30, 10));
    expect(checkImageDataUrl(logoDataUrl)).toBeUndefined();
    const identity = resolve({ preset: "halden-rail", logoDataUrl });
    expect(identity.logos.light).toEqual({ dataUrl: logoDataUrl, aspect: 3 });
    expect(identity.logos.dark).toEqual({ dataUrl: logoDataUrl, aspect: 3 });
    expect(resolve({ preset: "halden-rail" }).logos).toEqual(identityRecords["halden-rail"].logos);
  });

  it("reads each logo data URL once, telling apart logos of one length", () => {
    const [wide, tall] = [tinyPng(30, 10), tinyPng(10, 30)].map((png) => dataUrl("image/png", png));
    expect(wide).toHaveLength(tall?.length ?? 0);
    const logo = logoFromDataUrl(wide as string);
    expect(logo).toEqual({ dataUrl: wide, aspect: 3 });
    expect(logoFromDataUrl(`${wide}`)).toBe(logo);
    expect(logoFromDataUrl(tall as string).aspect).toBeCloseTo(1 / 3, 9);
  });

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"/>', 4],
    ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0,0,90,120"><rect width="9" height="9"/></svg>', 0.75],
    ['<svg xmlns="http://www.w3.org/2000/svg" width="64px" height="32px" viewBox="0 0 10 10"/>', 2],
    ['<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="0 0 30 10"/>', 3],
  ])("reads the aspect of an SVG logo: %s", (svg, aspect) => {
    const identity = resolve({ preset: "starter", logoDataUrl: dataUrl("image/svg+xml", svg) });
    expect(identity.logos.light.aspect).toBeCloseTo(aspect, 6);
  });

  it("builds a custom identity from the request over neutral defaults", () => {
    const neutral = resolve({ preset: "custom" });
    expect(neutral).toMatchObject({ name: "Custom identity", shortName: "Custom", slug: "custom-identity" });

    const custom = resolve({ preset: "custom", name: "Quayside Books", ink: "#102030" });
    expect(custom).toMatchObject({
      id: "custom",
      name: "Quayside Books",
      shortName: "Quayside",
      slug: "quayside-books",
      // No website is invented for a custom identity: it would be printed on the caller's artifacts.
      website: "",
    });
    expect(custom.colors.ink).toBe("#102030");
    // The neutral symbol is redrawn with the caller's name and ink.
    const svg = svgOf(custom.logos.light.dataUrl);
    expect(svg).toContain("#102030");
    expect(custom.logos.light.aspect).not.toBe(neutral.logos.light.aspect);
    expect(checkImageDataUrl(custom.logos.light.dataUrl)).toBeUndefined();
    expect(checkImageDataUrl(custom.logos.dark.dataUrl)).toBeUndefined();
  });

  it("writes the template identity's wordmark from the caller's name", () => {
    const template = resolve({ preset: "template", name: "Acme Rockets" });
    expect(template.shortName).toBe("Acme");
    expect(template.logos.light.dataUrl).not.toBe(identityRecords.template.logos.light.dataUrl);
    expect(checkImageDataUrl(template.logos.light.dataUrl)).toBeUndefined();
  });

  it("ignores blank strings rather than blanking the record", () => {
    const identity = resolve({ preset: "marlow-health", name: "  ", tagline: "" });
    expect(identity.name).toBe("Marlow Health");
    expect(identity.tagline).toBe(identityRecords["marlow-health"].tagline);
    expect(identity.overrides).toEqual({});
  });

  it("is deterministic and returns frozen results", () => {
    const input = { preset: "custom", name: "Kite & Key", paper: "#FFF8E7" } as const;
    const first = resolve(input);
    // Another setter's identities are resolved apart from these: this one is worked out afresh.
    const afresh = resolveIdentity(identitySchema.parse(input), { setWordmark: () => undefined });
    expect(afresh).not.toBe(first);
    expect(JSON.stringify(afresh)).toBe(JSON.stringify(first));
    expect(Object.isFrozen(first)).toBe(true);
  });

  it("resolves a caller's own identity once: equal overrides give the same identity", () => {
    const input = (): IdentityInput => ({
      preset: "custom",
      name: "Quayside Books",
      ink: "#102030",
      tagline: "Read on",
    });
    const first = resolve(input());
    expect(resolve(input())).toBe(first);
    for (const [field, value] of [
      ["name", "Quayside Books & Co"],
      ["ink", "#102031"],
      ["tagline", "Read on."],
      ["website", "quayside.example"],
    ] as const) {
      const other = resolve({ ...input(), [field]: value });
      expect(other).not.toBe(first);
      expect(other[field === "ink" ? "colors" : field]).not.toEqual(
        first[field === "ink" ? "colors" : field],
      );
    }
    expect(resolve({ ...input(), preset: "template" })).not.toBe(first);
  });

  it("keeps identities apart by wordmark setter, and does not keep one with a logo beyond its budget", () => {
    const input = identitySchema.parse({ preset: "custom", name: "Αθήνα Books" });
    const calls: string[] = [];
    const setter = (name: string) => () => {
      calls.push(name);
      return undefined;
    };
    const [a, b] = [setter("a"), setter("b")];
    const first = resolveIdentity(input, { setWordmark: a });
    const setByA = calls.length;
    expect(setByA).toBeGreaterThan(0);
    expect(resolveIdentity(input, { setWordmark: a })).toBe(first);
    expect(calls).toHaveLength(setByA);
    expect(resolveIdentity(input, { setWordmark: b })).not.toBe(first);
    expect(calls.slice(setByA)).toContain("b");

    // Counted for its key (two bytes a character) and both variants: four times its data URL, over the half
    // of the budget one identity may take.
    const large = dataUrl("image/png", tinyPng(2000, 1000, true));
    expect(4 * large.length).toBeGreaterThan(overriddenIdentityBytes() / 2);
    const withLarge = { preset: "halden-rail", logoDataUrl: large } as const;
    expect(resolve(withLarge).logos.light.aspect).toBe(2);
    expect(resolve(withLarge)).not.toBe(resolve(withLarge));
  });
});

describe("slugs", () => {
  it.each([
    ["Tessel Labs", "tessel-labs"],
    ["Ådlers & Søn", "adlers-son"],
    ["Straße Café", "strasse-cafe"],
    ["  --Hello__World!!  ", "hello-world"],
    ["O'Brien’s Bakery", "obriens-bakery"],
    ["../../etc/passwd", "etc-passwd"],
    ['<script>alert("x")</script>', "script-alert-x-script"],
  ])("slugifies %j as %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("names a name with nothing a slug keeps like a blank one: by the preset's own name", () => {
    expect(resolve({ preset: "custom", name: "東京" }).slug).toBe("custom-identity");
    expect(resolve({ preset: "starter", name: "!!!" }).slug).toBe("marque");
    expect(resolve({ preset: "oakum-furniture", name: "!!!" }).slug).toBe("oakum-furniture");
    for (const preset of ["custom", "template", "starter"] as const) {
      expect(resolve({ preset, name: "日本語" }).slug).toBe(resolve({ preset, name: "   " }).slug);
    }
  });

  it("keeps every slug short and file-name safe", () => {
    const long = resolve({ preset: "custom", name: `${"a".repeat(40)} ${"b".repeat(39)}` });
    expect(long.slug.length).toBeLessThanOrEqual(64);
    for (const record of RECORDS)
      expect(resolve({ preset: record.id }).slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("identitySummaries", () => {
  it("lists starter, template, custom and the seven built-ins without data URLs", () => {
    const summaries = identitySummaries();
    expect(summaries.map((summary) => summary.id)).toEqual([
      "starter",
      "template",
      "custom",
      ...BUILT_IN_IDENTITY_IDS,
    ]);
    expect(JSON.stringify(summaries)).not.toContain("data:");
    const tessel = summaries.find((summary) => summary.id === "tessel-labs");
    expect(tessel?.proofAssets.map((asset) => asset.id)).toContain("tessel-labs.partner.riverbyte");
    expect(tessel?.colors).toEqual(identityRecords["tessel-labs"].colors);
    expect(Object.keys(tessel ?? {})).toEqual([
      "id",
      "name",
      "shortName",
      "tagline",
      "description",
      "website",
      "colors",
      "typography",
      "proofAssets",
    ]);
  });
});

describe("a logo drawn from a caller's name", () => {
  it("is strict XML whatever the name holds: control characters dropped, half a surrogate pair as U+FFFD", () => {
    const identity = resolveIdentity(
      identitySchema.parse({ preset: "custom", name: "Acme\u0004 Co\uD800" }),
      {
        setWordmark: textWordmark(defaultFontBook()),
      },
    );
    for (const logo of [identity.logos.light, identity.logos.dark]) {
      const svg = svgOf(logo.dataUrl);
      expectStrictXml(svg, "logo");
      expect(svg).toContain("<title>Acme Co\uFFFD</title>");
    }
  });
});
