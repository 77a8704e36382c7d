// Export jobs end to end over HTTP, rendered by the server's own Chromium pages: a POSTed design sequence as
// PNG, JPG, GIF and MP4 in both modes, followed by polling and by server-sent events, the standard mode's files
// the same as the Studio's design.export of the same document in a separate browser; `Prefer: wait`, reuse of a finished
// identical request, eight jobs at once; then cancel, a full queue, expiry and timeouts on small servers.

import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import { describe, expect, it } from "vitest";
import { parseGif } from "../export/gif-parse.js";
import { loadExports } from "../export/harness.js";
import { meanDifference } from "../export/measure.js";
import type { ExportTestWindow } from "../export/page-types.js";
import { inStudio, openStudio, useBrowser } from "../studio/helpers.js";
import { SEQUENCE_LOOP, sequenceDocument } from "../support/export-documents.js";
import { sleep, useApp } from "./raw-http.js";

const server = useApp({ exports: { pages: 2 } });
const small = useApp({ exports: { pages: 1, queue: 1, ttlMs: 4_000 } });
const hurried = useApp({ exports: { timeoutMs: 1 } });
const browser = useBrowser();

const { fps: FPS, durationMs: DURATION_MS, holdMs: HOLD_MS } = SEQUENCE_LOOP;
const LOOP_FRAMES = 15; // 1200 ms at 12 fps
const SEQUENCE_FRAMES = 51; // 4200 ms at 12 fps, rounded up
/** Decoded MP4 frames over HTTP and from the Studio: mean absolute difference per channel, of 255. */
const MP4_TOLERANCE = 2;

interface Job {
  id: string;
  status: string;
  progress: { frames: number; total: number };
  error?: { error: { code: string; message: string } };
  links: { self: string; file: string; events: string };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/exports`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function accepted(url: string, body: unknown): Promise<Job> {
  const response = await post(url, body);
  expect(response.status, await response.clone().text()).toBe(202);
  const job = (await response.json()) as Job;
  expect(response.headers.get("location")).toBe(`/api/exports/${job.id}`);
  return job;
}

async function poll(
  url: string,
  id: string,
  until = (job: Job) => !["queued", "running"].includes(job.status),
) {
  for (const end = Date.now() + 180_000; Date.now() < end; await sleep(100)) {
    const job = (await (await fetch(`${url}/api/exports/${id}`)).json()) as Job;
    if (until(job)) return job;
  }
  throw new Error(`job ${id} did not get there in time`);
}

/** Every server-sent event of a job until its end. */
async function events(url: string, id: string): Promise<{ event: string; job: Job }[]> {
  const response = await fetch(`${url}/api/exports/${id}/events`);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  return (await response.text())
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.*)$/mu.exec(block)?.[1] ?? "";
      const data = /^data: (.*)$/mu.exec(block)?.[1] ?? "{}";
      return { event, job: JSON.parse(data) as Job };
    });
}

async function file(url: string, id: string) {
  const response = await fetch(`${url}/api/exports/${id}/file`);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
  const name = /filename="([^"]+)"/u.exec(response.headers.get("content-disposition") ?? "")?.[1];
  return { bytes, type: response.headers.get("content-type"), name };
}

const EXPORTS = [
  { key: "png", format: "png", mime: "image/png", name: "marque-design-standard-320x180.png" },
  { key: "jpg", format: "jpg", mime: "image/jpeg", name: "marque-design-standard-320x180.jpg" },
  { key: "gif", format: "gif", mime: "image/gif", name: "marque-design-standard-320x180.gif" },
  { key: "mp4", format: "mp4", mime: "video/mp4", name: "marque-design-standard-320x180.mp4" },
  {
    key: "gif:sequence",
    format: "gif",
    mode: "shader-sequence",
    mime: "image/gif",
    name: "marque-design-shader-sequence-320x180.gif",
  },
  {
    key: "mp4:sequence",
    format: "mp4",
    mode: "shader-sequence",
    mime: "video/mp4",
    name: "marque-design-shader-sequence-320x180.mp4",
  },
] as const;

describe("POST /api/exports: the Studio's own exports as jobs", () => {
  it("exports a design sequence as PNG, JPG, GIF and MP4 in both modes; the standard ones are the Studio's design.export (PNG, JPG, GIF byte for byte; MP4 on decoded frames)", {
    timeout: 480_000,
  }, async () => {
    const document = await sequenceDocument(server.url);
    const bodyOf = (e: (typeof EXPORTS)[number]) => ({
      source: document,
      format: e.format,
      ...("mode" in e ? { mode: e.mode } : {}),
    });
    const jobs = await Promise.all(EXPORTS.map((e) => accepted(server.url, bodyOf(e))));
    for (const job of jobs) {
      expect(job.id).toMatch(/^[0-9a-f]{32}$/u);
      expect(["queued", "running"]).toContain(job.status);
    }
    // The long GIF followed by server-sent events: its state, progress that only grows, then the end.
    const streamed = await events(server.url, jobs[4]?.id ?? "");
    expect(streamed[0]?.event).toBe("state");
    expect(streamed.at(-1)).toMatchObject({ event: "end", job: { status: "done" } });
    const frames = streamed.filter((e) => e.event === "progress").map((e) => e.job.progress.frames);
    expect(frames.length).toBeGreaterThan(2);
    expect(frames).toEqual([...frames].sort((a, b) => a - b));
    expect(streamed.at(-1)?.job.progress).toEqual({ frames: SEQUENCE_FRAMES, total: SEQUENCE_FRAMES });

    const files: Record<string, Uint8Array> = {};
    for (const [index, e] of EXPORTS.entries()) {
      const done = await poll(server.url, jobs[index]?.id ?? "");
      expect(done.status, JSON.stringify(done.error)).toBe("done");
      const got = await file(server.url, done.id);
      expect.soft(got.type).toBe(e.mime);
      expect.soft(got.name).toBe(e.name);
      files[e.key] = got.bytes;
    }

    // The files a user's Studio makes of the same document, in the standard mode: the sequence mode runs the
    // same page code for 51 frames, and its files are checked below for frames and duration (test time).
    const compared = EXPORTS.filter((e) => !("mode" in e));
    const { page, context } = await browser.fresh();
    await openStudio(page, server.url, "?tool=material");
    const studio = await inStudio<Record<string, string>>(
      page,
      async (s, { document: sent, jobs }) => {
        await s.applySource(sent);
        const out: Record<string, string> = {};
        for (const [key, options] of jobs) {
          out[key] = (await s.invoke("design.export", { ...options, base64: true })).base64;
        }
        return out;
      },
      { document, jobs: compared.map((e) => [e.key, { format: e.format }]) },
    );
    // PNG, JPG and GIF are byte for byte the Studio's. Chromium's H.264 encoder is not deterministic from run to
    // run (the MP4s over HTTP and from the Studio differ in bytes), so an MP4 is compared on its decoded frames: as many,
    // each within MP4_TOLERANCE (mean absolute difference per channel, of 255) of the Studio's.
    const decoder = await context.newPage();
    await loadExports(decoder);
    const decode = (base64: string) =>
      decoder.evaluate((b) => (window as unknown as ExportTestWindow).marqueExportTest.mp4Frames(b), base64);
    for (const e of compared) {
      const ours = Buffer.from(files[e.key] ?? []);
      if (e.format !== "mp4") {
        expect
          .soft(Buffer.from(studio[e.key] ?? "", "base64").equals(ours), `${e.key} is the Studio's file`)
          .toBe(true);
        continue;
      }
      const [http, theirs] = [await decode(ours.toString("base64")), await decode(studio[e.key] ?? "")];
      expect.soft(http.frames.length, e.key).toBe(theirs.frames.length);
      const differences = http.frames.map((frame, i) =>
        meanDifference(
          Buffer.from(frame.rgba, "base64"),
          Buffer.from(theirs.frames[i]?.rgba ?? "", "base64"),
        ),
      );
      expect.soft(Math.max(...differences), e.key).toBeLessThanOrEqual(MP4_TOLERANCE);
      expect
        .soft(
          http.frames.map((f) => f.timestamp),
          e.key,
        )
        .toEqual(theirs.frames.map((f) => f.timestamp));
    }

    // The GIFs: the frames and the length the document says, looping forever, and moving.
    for (const [key, count, durationMs] of [
      ["gif", LOOP_FRAMES, DURATION_MS],
      ["gif:sequence", SEQUENCE_FRAMES, DURATION_MS + HOLD_MS],
    ] as const) {
      const gif = parseGif(files[key] ?? new Uint8Array());
      expect.soft(gif.frames.length, key).toBe(count);
      expect.soft(gif.loopCount, key).toBe(0);
      const totalMs = gif.frames.reduce((sum, frame) => sum + frame.delayCs * 10, 0);
      expect.soft(Math.abs(totalMs - durationMs), key).toBeLessThanOrEqual(1000 / FPS);
      const [first, last] = [
        gif.frames[0]?.rgba ?? new Uint8Array(),
        gif.frames.at(-1)?.rgba ?? new Uint8Array(),
      ];
      expect
        .soft(meanDifference(first, gif.frames[Math.floor(count / 2)]?.rgba ?? first), key)
        .toBeGreaterThan(0);
      expect.soft(first.length, key).toBe(last.length);
    }
    // The MP4s: their packets (frames) and duration, read from the container.
    for (const [key, count, durationMs] of [
      ["mp4", LOOP_FRAMES, DURATION_MS],
      ["mp4:sequence", SEQUENCE_FRAMES, DURATION_MS + HOLD_MS],
    ] as const) {
      const input = new Input({
        source: new BufferSource(files[key] ?? new Uint8Array()),
        formats: ALL_FORMATS,
      });
      const track = await input.getPrimaryVideoTrack();
      expect(track, key).toBeTruthy();
      const stats = await track?.computePacketStats();
      expect.soft(stats?.packetCount, key).toBe(count);
      expect
        .soft(Math.abs((await input.computeDuration()) * 1000 - durationMs), key)
        .toBeLessThanOrEqual(1000 / FPS);
      expect.soft([track?.displayWidth, track?.displayHeight], key).toEqual([320, 180]);
    }

    // An identical request answers the finished job; `Prefer: wait` answers the file itself.
    const again = await accepted(server.url, bodyOf(EXPORTS[0]));
    expect(again).toMatchObject({ id: jobs[0]?.id, status: "done" });
    const waited = await post(
      server.url,
      { source: document, format: "jpg", timeMs: 250 },
      { prefer: "wait=60" },
    );
    expect(waited.status).toBe(200);
    expect(waited.headers.get("content-type")).toBe("image/jpeg");
    expect(waited.headers.get("preference-applied")).toBe("wait=60");
    expect(new Uint8Array(await waited.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
  });

  it("runs eight jobs sent at once, each to its file", { timeout: 240_000 }, async () => {
    const document = await sequenceDocument(server.url);
    const times = [0, 100, 200, 300, 400, 500, 600, 700];
    const jobs = await Promise.all(
      times.map((timeMs) => accepted(server.url, { source: document, format: "png", timeMs })),
    );
    expect(new Set(jobs.map((job) => job.id)).size).toBe(8);
    for (const job of jobs) {
      expect((await poll(server.url, job.id)).status).toBe("done");
      const got = await file(server.url, job.id);
      expect(got.type).toBe("image/png");
      expect([...got.bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    }
  });
});

describe("cancel, a full queue, expiry and timeouts", () => {
  it("cancels a running and a queued job, refuses past the queue with 429, and forgets jobs after their time", {
    timeout: 240_000,
  }, async () => {
    const document = await sequenceDocument(small.url);
    const running = await accepted(small.url, { source: document, format: "gif", mode: "shader-sequence" });
    const queued = await accepted(small.url, { source: document, format: "mp4", mode: "shader-sequence" });
    const refused = await post(small.url, { source: document, format: "gif" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/u);
    expect(((await refused.json()) as Job & { error: { code: string } }).error.code).toBe("queue_full");

    const cancelledQueued = await fetch(`${small.url}/api/exports/${queued.id}`, { method: "DELETE" });
    expect(((await cancelledQueued.json()) as Job).status).toBe("cancelled");
    // Cancelled while it renders: it stops, keeps no file, and the page takes the next job.
    await poll(small.url, running.id, (job) => job.progress.frames > 0 || job.status !== "running");
    const cancelled = (await (
      await fetch(`${small.url}/api/exports/${running.id}`, { method: "DELETE" })
    ).json()) as Job;
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.progress.frames).toBeLessThan(SEQUENCE_FRAMES);
    expect((await fetch(`${small.url}/api/exports/${running.id}/file`)).status).toBe(404);

    const still = await accepted(small.url, { source: document, format: "png" });
    expect((await poll(small.url, still.id)).status).toBe("done");
    expect((await fetch(`${small.url}/api/exports/${still.id}/file`)).status).toBe(200);
    await sleep(4_500);
    for (const path of [still.links.self, still.links.file, running.links.self])
      expect((await fetch(`${small.url}${path}`)).status, path).toBe(404);
  });

  it("starts every job from a new Studio's identity: a job's identity does not carry into the next", {
    timeout: 180_000,
  }, async () => {
    // A background request without an identity is drawn with the Studio's current one.
    const plain = { source: { kind: "background", settings: { width: 320, height: 180 } }, format: "png" };
    const branded = {
      source: {
        kind: "background",
        identity: { name: "Zeta Works", ink: "#ff2200", paper: "#002244" },
        settings: { width: 320, height: 180 },
      },
      format: "png",
    };
    const before = await accepted(small.url, plain);
    expect((await poll(small.url, before.id)).status).toBe("done");
    const first = await file(small.url, before.id);
    const other = await accepted(small.url, branded);
    expect((await poll(small.url, other.id)).status).toBe("done");
    expect(Buffer.from((await file(small.url, other.id)).bytes).equals(Buffer.from(first.bytes))).toBe(false);
    // Once the first file has expired, the same request is drawn again, on the page that drew the branded one.
    await sleep(4_500);
    const after = await accepted(small.url, plain);
    expect(after.id).not.toBe(before.id);
    expect((await poll(small.url, after.id)).status).toBe("done");
    expect(Buffer.from((await file(small.url, after.id)).bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it("fails a job that passes its time limit with request_timeout", { timeout: 120_000 }, async () => {
    const document = await sequenceDocument(hurried.url);
    const job = await accepted(hurried.url, { source: document, format: "gif" });
    const failed = await poll(hurried.url, job.id);
    expect(failed.status).toBe("failed");
    expect(failed.error?.error.code).toBe("request_timeout");
    expect((await fetch(`${hurried.url}/api/exports/${job.id}/file`)).status).toBe(404);
  });
});
