// One WebGL2 context for every material frame: programs compiled once per engine variant, uniforms cached, loss recovered.
import type { MaterialRecord } from "../../src/catalog/materials/types.js";
import type { PartialMaterialSettings } from "../../src/contract/material-controls.js";
import { MaterialRenderError } from "./errors.js";
import { PRELUDE, VERTEX_SHADER } from "./glsl/common.js";
import { ENGINE_PROGRAMS } from "./programs.js";
import { resolveSettings } from "./settings.js";
import { type AnyEngineProgram, sharedUniforms, type UniformValue } from "./types.js";

/** Live GL objects and listeners, for leak tests; `contextsCreated` counts every context this module made. */
export interface RendererStats {
  contextsCreated: number;
  programs: number;
  shaders: number;
  listeners: number;
  lost: boolean;
}

/** What `toBlob` can encode. */
export type FrameImageType = "image/png" | "image/jpeg";

export interface MaterialRenderer {
  /** The shared canvas; after `render` it holds the frame (its drawing buffer is preserved). */
  readonly canvas: HTMLCanvasElement;
  /** Draws one frame at exactly width×height device pixels. Same inputs → same pixels. */
  render(
    material: MaterialRecord,
    settings: Readonly<PartialMaterialSettings>,
    timeMs: number,
    width: number,
    height: number,
  ): HTMLCanvasElement;
  /** The last frame's RGBA bytes, top row first (as ImageData lays them out). */
  readPixels(): Uint8Array;
  /** Draws a frame and copies it into a 2D canvas (created if not given) at the same size. */
  thumbnail(
    material: MaterialRecord,
    settings: Readonly<PartialMaterialSettings>,
    timeMs: number,
    width: number,
    height: number,
    target?: HTMLCanvasElement,
  ): HTMLCanvasElement;
  /** Draws a frame and encodes it (PNG or JPEG) from the full-resolution drawing buffer. */
  toBlob(
    material: MaterialRecord,
    settings: Readonly<PartialMaterialSettings>,
    timeMs: number,
    width: number,
    height: number,
    type?: FrameImageType,
    quality?: number,
  ): Promise<Blob>;
  stats(): RendererStats;
  /** Frees every program and listener and releases the context; the renderer refuses to draw afterwards. */
  dispose(): void;
}

interface CompiledProgram {
  program: WebGLProgram;
  locations: Map<string, WebGLUniformLocation | null>;
  /** The last value set per uniform, as a string key: unchanged uniforms are not re-sent. */
  cache: Map<string, string>;
  ints: ReadonlySet<string>;
  /** Names compiled in as constants (never sent as uniforms). */
  baked: ReadonlySet<string>;
}

let contextsCreated = 0;

/** Compiled variants kept at once; the least recently used is deleted beyond this (GL objects stay bounded). */
export const PROGRAM_CACHE_LIMIT = 48;

/**
 * Frames up to this many pixels (thumbnails, small previews) use one program per engine with its modes as
 * uniforms; larger frames use a program compiled for the material's modes. Software WebGL runs every side of a
 * uniform branch, so the specialised program is the fast one per pixel — but each one is a cold compile that
 * costs far more than a thumbnail's whole frame (a grid of 134 thumbnails would compile ~70 of them).
 */
export const SMALL_FRAME_PIXELS = 256 * 256;

export interface RendererOptions {
  /** Frames up to this many pixels use the per-engine program (default SMALL_FRAME_PIXELS; 0: never). */
  smallFramePixels?: number;
}

/** The GL context attributes: opaque (JPEG has no alpha), no MSAA (deterministic edges), buffer kept for copies. */
const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: false,
  antialias: false,
  depth: false,
  stencil: false,
  premultipliedAlpha: false,
  preserveDrawingBuffer: true,
};

/**
 * The renderer. Throws a MaterialRenderError with code `capability_unavailable` when this browser has no
 * WebGL2 — the caller says so plainly rather than imitating a material in CSS.
 */
export function createMaterialRenderer(
  canvas: HTMLCanvasElement = document.createElement("canvas"),
  options: RendererOptions = {},
): MaterialRenderer {
  const smallFramePixels = options.smallFramePixels ?? SMALL_FRAME_PIXELS;
  const context = canvas.getContext("webgl2", CONTEXT_ATTRIBUTES);
  if (!context) {
    throw new MaterialRenderError(
      "capability_unavailable",
      "This browser cannot run WebGL2, so live materials cannot be drawn or exported here.",
    );
  }
  const gl: WebGL2RenderingContext = context;
  contextsCreated += 1;
  // Keyed by engine and its baked constants; Map order is use order (a hit is moved to the end).
  const programs = new Map<string, CompiledProgram>();
  let shaders = 0;
  let lost = false;
  let disposed = false;

  const onLost = (event: Event): void => {
    // preventDefault asks the browser to restore the context; until then, frames are refused.
    event.preventDefault();
    lost = true;
    programs.clear();
    shaders = 0;
  };
  const onRestored = (): void => {
    lost = false;
  };
  canvas.addEventListener("webglcontextlost", onLost);
  canvas.addEventListener("webglcontextrestored", onRestored);
  let listeners = 2;

  function compileShader(type: number, source: string): WebGLShader {
    const shader = gl.createShader(type);
    if (!shader)
      throw new MaterialRenderError("context_lost", "The WebGL context could not create a shader.");
    shaders += 1;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS) && !gl.isContextLost()) {
      const log = gl.getShaderInfoLog(shader) ?? "";
      gl.deleteShader(shader);
      shaders -= 1;
      throw new Error(`Material shader did not compile: ${log}`);
    }
    return shader;
  }

  function programFor(
    engine: AnyEngineProgram,
    own: Readonly<Record<string, unknown>>,
    specialised: boolean,
  ): CompiledProgram {
    const baked = specialised
      ? engine.constants.map((name) => `#define ${name} ${Math.round(Number(own[name]))}\n`)
      : engine.constants.map((name) => `uniform int ${name};\n`);
    const key = `${engine.engine}\n${baked.join("")}`;
    const existing = programs.get(key);
    if (existing) {
      programs.delete(key);
      programs.set(key, existing);
      return existing;
    }
    const vertex = compileShader(gl.VERTEX_SHADER, VERTEX_SHADER);
    const fragment = compileShader(gl.FRAGMENT_SHADER, PRELUDE + baked.join("") + engine.fragment);
    const program = gl.createProgram();
    gl.attachShader(program, vertex);
    gl.attachShader(program, fragment);
    gl.linkProgram(program);
    // The shaders are not needed once linked; deleting them keeps the live-object count at one per engine.
    gl.detachShader(program, vertex);
    gl.detachShader(program, fragment);
    gl.deleteShader(vertex);
    gl.deleteShader(fragment);
    shaders -= 2;
    if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost()) {
      const log = gl.getProgramInfoLog(program) ?? "";
      gl.deleteProgram(program);
      throw new Error(`Material program did not link: ${log}`);
    }
    const compiled: CompiledProgram = {
      program,
      locations: new Map(),
      cache: new Map(),
      ints: new Set<string>(engine.ints),
      baked: new Set<string>(specialised ? engine.constants : []),
    };
    programs.set(key, compiled);
    if (programs.size > PROGRAM_CACHE_LIMIT) {
      const [oldest, evicted] = programs.entries().next().value as [string, CompiledProgram];
      gl.deleteProgram(evicted.program);
      programs.delete(oldest);
    }
    return compiled;
  }

  function setUniform(compiled: CompiledProgram, name: string, value: UniformValue): void {
    const key = typeof value === "number" ? String(value) : value.join(",");
    if (compiled.cache.get(name) === key) return;
    compiled.cache.set(name, key);
    let location = compiled.locations.get(name);
    if (location === undefined) {
      location = gl.getUniformLocation(compiled.program, name);
      compiled.locations.set(name, location);
    }
    if (location === null) return;
    if (typeof value === "number") {
      if (compiled.ints.has(name)) gl.uniform1i(location, value);
      else gl.uniform1f(location, value);
    } else if (value instanceof Float32Array) gl.uniform3fv(location, value);
    else if (value.length === 2) gl.uniform2f(location, value[0], value[1]);
    else gl.uniform3f(location, value[0], value[1], value[2]);
  }

  function render(
    material: MaterialRecord,
    overrides: Readonly<PartialMaterialSettings>,
    timeMs: number,
    width: number,
    height: number,
  ): HTMLCanvasElement {
    if (disposed) throw new MaterialRenderError("disposed", "This material renderer has been disposed.");
    if (lost || gl.isContextLost()) {
      throw new MaterialRenderError("context_lost", "The WebGL context is lost; it is being restored.");
    }
    const w = Math.max(1, Math.round(width));
    const h = Math.max(1, Math.round(height));
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
    const engine: AnyEngineProgram = ENGINE_PROGRAMS[material.engine];
    const settings = resolveSettings(material, overrides);
    const shared = sharedUniforms(settings, timeMs);
    const own = (
      engine.uniforms as (
        p: MaterialRecord["parameters"],
        s: typeof settings,
        u: typeof shared,
      ) => Record<string, unknown>
    )(material.parameters, settings, shared);
    const compiled = programFor(engine, own, w * h > smallFramePixels);
    gl.viewport(0, 0, w, h);
    gl.useProgram(compiled.program);
    setUniform(compiled, "u_resolution", [w, h]);
    for (const [name, value] of Object.entries(shared)) {
      setUniform(compiled, name, value as UniformValue);
    }
    for (const [name, value] of Object.entries(own)) {
      if (!compiled.baked.has(name)) setUniform(compiled, name, value as UniformValue);
    }
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    return canvas;
  }

  function readPixels(): Uint8Array {
    const { width, height } = canvas;
    const raw = new Uint8Array(width * height * 4);
    gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, raw);
    // GL rows run bottom-up; flip so the bytes read like an image.
    const out = new Uint8Array(raw.length);
    const stride = width * 4;
    for (let y = 0; y < height; y++)
      out.set(raw.subarray(y * stride, (y + 1) * stride), (height - 1 - y) * stride);
    return out;
  }

  return {
    canvas,
    render,
    readPixels,
    thumbnail(material, settings, timeMs, width, height, target = document.createElement("canvas")) {
      render(material, settings, timeMs, width, height);
      if (target.width !== canvas.width) target.width = canvas.width;
      if (target.height !== canvas.height) target.height = canvas.height;
      const context2d = target.getContext("2d");
      if (!context2d)
        throw new MaterialRenderError("capability_unavailable", "No 2D canvas for the thumbnail.");
      context2d.drawImage(canvas, 0, 0);
      return target;
    },
    toBlob(material, settings, timeMs, width, height, type = "image/png", quality) {
      render(material, settings, timeMs, width, height);
      return new Promise<Blob>((resolve, reject) => {
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error(`The frame could not be encoded as ${type}.`))),
          type,
          quality,
        );
      });
    },
    stats: () => ({
      contextsCreated,
      programs: programs.size,
      shaders,
      listeners,
      lost,
    }),
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const compiled of programs.values()) gl.deleteProgram(compiled.program);
      programs.clear();
      canvas.removeEventListener("webglcontextlost", onLost);
      canvas.removeEventListener("webglcontextrestored", onRestored);
      listeners = 0;
      // Hand the context back now rather than waiting for garbage collection (browsers cap live contexts).
      gl.getExtension("WEBGL_lose_context")?.loseContext();
    },
  };
}
