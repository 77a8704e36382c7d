// The Design Lab's frame composited on the GPU, in the material renderer's own WebGL2 context: the background
// cleared into a frame texture, each material layer drawn by the renderer into a layer texture and blended by
// a shader, each still layer laid over from a texture (a prepared raster is uploaded once, not per frame),
// each effect run as fragment passes; two frame textures take turns as source and target. Nothing comes back
// to the CPU until the caller asks: `present` copies the frame to the renderer's canvas (for a 2D canvas to
// draw), `read` reads it once into an ImageData (an export's frame).
import { parseHex } from "../../src/color/rgb.js";
import {
  type DesignLabDocument,
  EFFECT_REFERENCE_SHORT_SIDE,
  type EffectSettings,
  type ShaderLayer,
} from "../../src/contract/index.js";
import { VERTEX_SHADER } from "../engines/glsl/common.js";
import type { MaterialRenderer } from "../engines/index.js";
import { asciiCellPixels, bayerMatrix, type GlyphMasks } from "./effects.js";
import type { FrameAssets, MaterialAt } from "./frame.js";
import { sized } from "./frame-2d.js";
import * as programs from "./gpu-programs.js";
import { StillTextures } from "./gpu-stills.js";

type Source = keyof typeof SOURCES;
const SOURCES = {
  blend: programs.BLEND,
  copy: programs.COPY,
  over: programs.OVER,
  posterize: programs.POSTERIZE,
  bayer: programs.BAYER,
  halftone: programs.HALFTONE,
  asciiMeans: programs.ASCII_MEANS,
  ascii: programs.ASCII,
} as const;

const BLEND_MODE: Readonly<Record<ShaderLayer["blendMode"], number>> = programs.BLEND_MODE_INDEX;
const SHAPE: Readonly<Record<Extract<EffectSettings, { kind: "halftone" }>["shape"], number>> = {
  dot: 0,
  line: 1,
  square: 2,
};

const unit = (color: string): [number, number, number] => {
  const { r, g, b } = parseHex(color);
  return [r, g, b];
};

interface Target {
  texture: WebGLTexture;
  framebuffer: WebGLFramebuffer;
}

export class GpuCompositor {
  readonly #programs = new Map<
    Source,
    { program: WebGLProgram; uniforms: Map<string, WebGLUniformLocation | null> }
  >();
  /** frames[0] holds the frame so far; frames[1] is the next pass's target; layer takes a material. */
  #frames: [Target, Target] | undefined;
  #layer: Target | undefined;
  #size = { width: 0, height: 0 };
  readonly #stills: StillTextures;
  #readBuffer: Uint8Array | undefined;
  #glyphs: { masks: GlyphMasks; texture: WebGLTexture } | undefined;
  #means: { texture: WebGLTexture; framebuffer: WebGLFramebuffer; cols: number; rows: number } | undefined;

  private constructor(
    private readonly gl: WebGL2RenderingContext,
    private readonly canvas: HTMLCanvasElement,
  ) {
    this.#stills = new StillTextures(gl);
  }

  /** The compositor of `renderer`'s context, or undefined where this GPU cannot run it (the 2D path draws). */
  static of(renderer: MaterialRenderer): GpuCompositor | undefined {
    const canvas = renderer.canvas;
    const found = made.get(canvas);
    if (found !== undefined) return found ?? undefined;
    const gl = canvas.getContext("webgl2");
    // The ASCII cells' means are summed into a float target.
    const usable = gl !== null && gl.getExtension("EXT_color_buffer_float") !== null;
    const compositor = usable ? new GpuCompositor(gl, canvas) : null;
    made.set(canvas, compositor);
    // A lost context takes every texture and program with it: the next frame starts a new compositor.
    canvas.addEventListener("webglcontextlost", () => made.delete(canvas), { once: true });
    return compositor ?? undefined;
  }

  /**
   * Whether `renderer`'s WebGL runs on the CPU (SwiftShader, llvmpipe and the like). There every full-frame
   * pass is a software rasterizer's loop, several milliseconds at 640×360, where the 2D canvas's blits and the
   * converters' JS loops cost less (bench/exports-design.ts measures both): the 2D path composites there.
   */
  static software(renderer: MaterialRenderer): boolean {
    const canvas = renderer.canvas;
    let found = software.get(canvas);
    if (found === undefined) {
      const gl = canvas.getContext("webgl2");
      const info = gl?.getExtension("WEBGL_debug_renderer_info");
      const name = gl
        ? `${gl.getParameter(gl.RENDERER)} ${info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : ""}`
        : "";
      found = SOFTWARE_RENDERER.test(name);
      software.set(canvas, found);
    }
    return found;
  }

  /** Composites the frame at `timeMs` into the frame texture. */
  compose(
    renderer: MaterialRenderer,
    document: DesignLabDocument,
    timeMs: number,
    width: number,
    height: number,
    assets: FrameAssets,
    materialAt: MaterialAt,
  ): void {
    const { gl } = this;
    this.#resize(width, height);
    const [r, g, b] = unit(document.canvas.backgroundColor);
    this.#bind(this.#front());
    gl.clearColor(r / 255, g / 255, b / 255, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    const layers = document.layers.filter((layer) => layer.visible);
    for (let index = 0; index < layers.length; index++) {
      const layer = layers[index];
      if (!layer) continue;
      if (layer.type === "shader") {
        const { material, settings } = materialAt(layer, timeMs);
        const draw = (framebuffer: WebGLFramebuffer) => {
          gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
          renderer.render(material, sized(settings, material, layer.shaderSize), timeMs, width, height);
        };
        if (layer.blendMode === "normal" && layer.opacity === 100) {
          // Opaque over everything below: drawn straight into the frame.
          draw(this.#front().framebuffer);
          continue;
        }
        const target = this.#layerTarget();
        draw(target.framebuffer);
        if (layer.blendMode === "normal") {
          // S·α + D·(1 − α), by the fixed-function blender, in place.
          this.#onto("copy", { u_source: target.texture }, () => {
            gl.blendColor(0, 0, 0, layer.opacity / 100);
            gl.blendFuncSeparate(gl.CONSTANT_ALPHA, gl.ONE_MINUS_CONSTANT_ALPHA, gl.ZERO, gl.ONE);
          });
          continue;
        }
        this.#pass("blend", { u_source: target.texture }, (set) => {
          set.int("u_mode", BLEND_MODE[layer.blendMode]);
          set.float("u_opacity", layer.opacity / 100);
        });
      } else if (layer.type === "effect") {
        this.#effect(layer.effect, document.canvas.backgroundColor, assets.glyphs.get(layer.id));
      } else {
        // Still layers one after another are laid over as one texture (merged once per set of rasters).
        const run: CanvasImageSource[] = [];
        for (let next = index; next < layers.length; next++) {
          const still = layers[next];
          if (!still || still.type === "shader" || still.type === "effect") break;
          const raster = assets.stills.get(still.id);
          if (raster) run.push(raster); // else still being prepared (previews only: exports wait for every asset)
          index = next;
        }
        if (run.length === 0) continue;
        const [texture, exact] = this.#stills.texture(run, width, height);
        // Premultiplied source-over, in place: S + D·(1 − Sα); the frame stays opaque.
        this.#onto("over", { u_source: texture }, (set) => {
          set.int("u_exact", exact ? 1 : 0);
          gl.blendFuncSeparate(gl.ONE, gl.ONE_MINUS_SRC_ALPHA, gl.ZERO, gl.ONE);
        });
      }
    }
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  }

  /** The frame on the renderer's canvas (its drawing buffer is kept), for a 2D canvas to draw. */
  present(): HTMLCanvasElement {
    const { gl, canvas } = this;
    const { width, height } = this.#size;
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, this.#front().framebuffer);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, null);
    gl.blitFramebuffer(0, 0, width, height, 0, 0, width, height, gl.COLOR_BUFFER_BIT, gl.NEAREST);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    return canvas;
  }

  /** The frame's pixels, top row first: the one read-back, its rows (GL's bottom first) turned over. */
  read(): ImageData {
    const { gl } = this;
    const { width, height } = this.#size;
    const stride = width * 4;
    if (this.#readBuffer?.length !== stride * height) this.#readBuffer = new Uint8Array(stride * height);
    const raw = this.#readBuffer;
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.#front().framebuffer);
    gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, raw);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    // Turning the rows over on the CPU costs less than a flipping pass on software WebGL.
    const pixels = new Uint8ClampedArray(stride * height);
    for (let y = 0; y < height; y++)
      pixels.set(raw.subarray(y * stride, (y + 1) * stride), (height - 1 - y) * stride);
    return new ImageData(pixels, width, height);
  }

  #effect(effect: EffectSettings, background: string, masks: GlyphMasks | undefined): void {
    const { width, height } = this.#size;
    const scale = Math.min(width, height) / EFFECT_REFERENCE_SHORT_SIDE;
    const opacity = (set: Setter) => set.float("u_opacity", effect.opacity / 100);
    if (effect.kind === "posterize") {
      this.#pass("posterize", {}, (set) => {
        opacity(set);
        set.float("u_levels", effect.levels);
      });
    } else if (effect.kind === "bayer") {
      const matrix = new Float32Array(64);
      matrix.set(bayerMatrix(effect.matrix));
      this.#pass("bayer", {}, (set) => {
        opacity(set);
        set.int("u_n", effect.matrix);
        set.floats("u_matrix", matrix);
        set.float("u_cell", effect.scale * scale);
        set.vec3("u_on", unit(effect.foregroundColor));
        set.vec3("u_off", unit(effect.backgroundColor));
      });
    } else if (effect.kind === "halftone") {
      const angle = (effect.angle * Math.PI) / 180;
      this.#pass("halftone", {}, (set) => {
        opacity(set);
        set.float("u_cellSize", effect.cellSize * scale);
        set.vec2("u_rotation", [Math.cos(angle), Math.sin(angle)]);
        set.vec3("u_paper", unit(background));
        set.int("u_shape", SHAPE[effect.shape]);
      });
    } else {
      const cell = asciiCellPixels(effect.cellSize, width, height);
      const count = [...effect.characters].length;
      const means = this.#cellMeans(cell);
      this.#pass("ascii", { u_means: means, u_glyphs: this.#glyphAtlas(masks ?? [], cell, count) }, (set) => {
        opacity(set);
        set.int("u_cell", cell);
        set.int("u_count", count);
        set.vec3("u_paper", unit(background));
        set.vec3("u_ink", effect.color ? unit(effect.color) : [0, 0, 0]);
        set.int("u_inked", effect.color ? 1 : 0);
      });
    }
  }

  /** The mean colour of each cell of the frame so far, in a float texture of cols×rows. */
  #cellMeans(cell: number): WebGLTexture {
    const { gl } = this;
    const { width, height } = this.#size;
    const cols = Math.ceil(width / cell);
    const rows = Math.ceil(height / cell);
    if (!this.#means || this.#means.cols !== cols || this.#means.rows !== rows) {
      if (this.#means) this.#free(this.#means);
      const texture = this.#texture(gl.RGBA32F, cols, rows, gl.NEAREST);
      this.#means = { texture, framebuffer: this.#framebufferOf(texture), cols, rows };
    }
    const means = this.#means;
    this.#draw("asciiMeans", means.framebuffer, cols, rows, { u_image: this.#front().texture }, (set) =>
      set.int("u_cell", cell),
    );
    return means.texture;
  }

  /** The ramp's glyph masks side by side in one single-channel texture (uploaded when they change). */
  #glyphAtlas(masks: GlyphMasks, cell: number, count: number): WebGLTexture {
    const { gl } = this;
    if (this.#glyphs?.masks === masks) return this.#glyphs.texture;
    if (this.#glyphs) gl.deleteTexture(this.#glyphs.texture);
    const atlas = new Uint8Array(cell * count * cell);
    masks.forEach((mask, index) => {
      for (let y = 0; y < cell; y++)
        atlas.set(mask.subarray(y * cell, (y + 1) * cell), y * cell * count + index * cell);
    });
    const texture = this.#texture(gl.R8, cell * count, cell, gl.NEAREST);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, cell * count, cell, gl.RED, gl.UNSIGNED_BYTE, atlas);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 4);
    this.#glyphs = { masks, texture };
    return texture;
  }

  /** One full-frame pass drawn onto the frame so far through the fixed-function blender (`blend` sets it). */
  #onto(source: Source, inputs: Record<string, WebGLTexture>, blend: (set: Setter) => void): void {
    const { gl } = this;
    const { width, height } = this.#size;
    gl.enable(gl.BLEND);
    try {
      this.#draw(source, this.#front().framebuffer, width, height, inputs, blend);
    } finally {
      gl.disable(gl.BLEND);
    }
  }

  /** One full-frame pass reading the frame so far (and `inputs`) into the other frame texture, then swapped. */
  #pass(source: Source, inputs: Record<string, WebGLTexture>, uniforms: (set: Setter) => void): void {
    const { width, height } = this.#size;
    const [front, back] = this.#targets();
    this.#draw(source, back.framebuffer, width, height, { u_image: front.texture, ...inputs }, uniforms);
    this.#frames = [back, front];
  }

  #draw(
    source: Source,
    framebuffer: WebGLFramebuffer,
    width: number,
    height: number,
    textures: Record<string, WebGLTexture>,
    uniforms: (set: Setter) => void,
  ): void {
    const { gl } = this;
    const { program, uniforms: locations } = this.#program(source);
    gl.useProgram(program);
    const at = (name: string) => {
      let location = locations.get(name);
      if (location === undefined) {
        location = gl.getUniformLocation(program, name);
        locations.set(name, location);
      }
      return location;
    };
    Object.entries(textures).forEach(([name, texture], unitIndex) => {
      gl.activeTexture(gl.TEXTURE0 + unitIndex);
      gl.bindTexture(gl.TEXTURE_2D, texture);
      gl.uniform1i(at(name), unitIndex);
    });
    gl.uniform2f(at("u_size"), this.#size.width, this.#size.height);
    uniforms({
      int: (name, value) => gl.uniform1i(at(name), value),
      float: (name, value) => gl.uniform1f(at(name), value),
      floats: (name, value) => gl.uniform1fv(at(name), value),
      vec2: (name, value) => gl.uniform2f(at(name), value[0], value[1]),
      vec3: (name, value) => gl.uniform3f(at(name), value[0], value[1], value[2]),
    });
    gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
    gl.viewport(0, 0, width, height);
    gl.drawArrays(gl.TRIANGLES, 0, 3);
    // Leave unit 0 bound to nothing of ours: a frame texture bound while it is the render target is a feedback loop.
    for (let i = Object.keys(textures).length - 1; i >= 0; i--) {
      gl.activeTexture(gl.TEXTURE0 + i);
      gl.bindTexture(gl.TEXTURE_2D, null);
    }
  }

  #program(source: Source) {
    const found = this.#programs.get(source);
    if (found) return found;
    const { gl } = this;
    const compile = (type: number, text: string) => {
      const shader = gl.createShader(type);
      if (!shader) throw new Error("the WebGL context could not create a shader");
      gl.shaderSource(shader, text);
      gl.compileShader(shader);
      if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS) && !gl.isContextLost())
        throw new Error(`compositor ${source} pass did not compile: ${gl.getShaderInfoLog(shader)}`);
      return shader;
    };
    const vertex = compile(gl.VERTEX_SHADER, VERTEX_SHADER);
    const fragment = compile(gl.FRAGMENT_SHADER, SOURCES[source]);
    const program = gl.createProgram();
    gl.attachShader(program, vertex);
    gl.attachShader(program, fragment);
    gl.linkProgram(program);
    gl.deleteShader(vertex);
    gl.deleteShader(fragment);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost())
      throw new Error(`compositor ${source} pass did not link: ${gl.getProgramInfoLog(program)}`);
    const entry = { program, uniforms: new Map<string, WebGLUniformLocation | null>() };
    this.#programs.set(source, entry);
    return entry;
  }

  #front(): Target {
    return this.#targets()[0];
  }

  #targets(): [Target, Target] {
    if (!this.#frames) throw new Error("the compositor has no frame yet");
    return this.#frames;
  }

  #layerTarget(): Target {
    if (!this.#layer) throw new Error("the compositor has no frame yet");
    return this.#layer;
  }

  #resize(width: number, height: number): void {
    if (this.#frames && this.#size.width === width && this.#size.height === height) return;
    for (const target of [...(this.#frames ?? []), ...(this.#layer ? [this.#layer] : [])]) this.#free(target);
    this.#size = { width, height };
    const target = (): Target => {
      const texture = this.#texture(this.gl.RGBA8, width, height, this.gl.NEAREST);
      return { texture, framebuffer: this.#framebufferOf(texture) };
    };
    this.#frames = [target(), target()];
    this.#layer = target();
  }

  #texture(format: number, width: number, height: number, filter: number): WebGLTexture {
    const { gl } = this;
    const texture = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.texStorage2D(gl.TEXTURE_2D, 1, format, width, height);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, filter);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, filter);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    return texture;
  }

  #framebufferOf(texture: WebGLTexture): WebGLFramebuffer {
    const { gl } = this;
    const framebuffer = gl.createFramebuffer();
    gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, texture, 0);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    return framebuffer;
  }

  #bind(target: Target): void {
    this.gl.bindFramebuffer(this.gl.FRAMEBUFFER, target.framebuffer);
    this.gl.viewport(0, 0, this.#size.width, this.#size.height);
  }

  #free(target: { texture: WebGLTexture; framebuffer: WebGLFramebuffer }): void {
    this.gl.deleteFramebuffer(target.framebuffer);
    this.gl.deleteTexture(target.texture);
  }
}

interface Setter {
  int(name: string, value: number): void;
  float(name: string, value: number): void;
  floats(name: string, value: Float32Array): void;
  vec2(name: string, value: readonly [number, number]): void;
  vec3(name: string, value: readonly [number, number, number]): void;
}

/** Renderer names of WebGL implementations that rasterize on the CPU. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|microsoft basic render/iu;
const software = new WeakMap<HTMLCanvasElement, boolean>();

/** One compositor per renderer canvas (null: this GPU cannot run it). */
const made = new WeakMap<HTMLCanvasElement, GpuCompositor | null>();
