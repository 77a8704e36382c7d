// WebM (VP9) over HTTP: a Design Lab loop, its shader sequence and a Motion loop POSTed with format webm come
// back as video/webm files with the Studio's deterministic names, read back from the container with mediabunny:
// the frames and the duration the documents say, at their size. GET /api/exports reports VP9 once probed.

import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import { describe, expect, it } from "vitest";
import { webmDurationMs } from "../export/webm-duration.js";
import { motionLoop, SEQUENCE_LOOP, sequenceDocument } from "../support/export-documents.js";
import { useApp } from "./raw-http.js";

const server = useApp({ exports: { pages: 1 } });

const { fps: FPS, durationMs: DURATION_MS, holdMs: HOLD_MS } = SEQUENCE_LOOP;

const motion = motionLoop();

/** POST with `Prefer: wait`: the file itself. */
async function exported(body: unknown) {
  const response = await fetch(`${server.url}/api/exports`, {
    method: "POST",
    headers: { "content-type": "application/json", prefer: "wait=60" },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    bytes,
    type: response.headers.get("content-type"),
    name: /filename="([^"]+)"/u.exec(response.headers.get("content-disposition") ?? "")?.[1],
  };
}

async function container(bytes: Uint8Array) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  return {
    mimeType: await input.getMimeType(),
    codec: track?.codec,
    size: [track?.displayWidth, track?.displayHeight],
    packets: (await track?.computePacketStats())?.packetCount,
    /** The Segment's (what players show); demuxed packets end where the last frame starts. */
    durationMs: webmDurationMs(bytes),
  };
}

describe("POST /api/exports with format webm", () => {
  it("exports a Design Lab loop, its shader sequence and a Motion loop as VP9 WebM files with their frames and duration", {
    timeout: 240_000,
  }, async () => {
    const document = await sequenceDocument(server.url);
    const cases = [
      {
        body: { source: document, format: "webm" },
        name: "marque-design-standard-320x180.webm",
        size: [320, 180],
        frames: Math.ceil((DURATION_MS * FPS) / 1000),
        durationMs: DURATION_MS,
      },
      {
        body: { source: document, format: "webm", mode: "shader-sequence" },
        name: "marque-design-shader-sequence-320x180.webm",
        size: [320, 180],
        frames: Math.ceil(((DURATION_MS + HOLD_MS) * FPS) / 1000),
        durationMs: DURATION_MS + HOLD_MS,
      },
      {
        body: { source: motion, format: "webm" },
        name: "marque-motion-square-160x160.webm",
        size: [160, 160],
        frames: FPS,
        durationMs: 1000,
      },
    ];
    for (const expected of cases) {
      const file = await exported(expected.body);
      expect(file.type).toBe("video/webm");
      expect(file.name).toBe(expected.name);
      // EBML magic: a Matroska/WebM file.
      expect([...file.bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      const read = await container(file.bytes);
      expect.soft(read.mimeType, expected.name).toContain("video/webm");
      expect.soft(read.codec, expected.name).toBe("vp9");
      expect.soft(read.size, expected.name).toEqual(expected.size);
      expect.soft(read.packets, expected.name).toBe(expected.frames);
      expect.soft(read.durationMs, expected.name).toBe(expected.durationMs);
    }

    // The page that rendered them says it encodes VP9.
    const state = (await (await fetch(`${server.url}/api/exports`)).json()) as {
      capabilities?: Record<string, boolean>;
    };
    expect(state.capabilities).toMatchObject({ webCodecs: true, h264: true, vp9: true });
  });
});
