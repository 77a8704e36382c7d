// The still layers' textures for the GPU compositor: a run of still layers one after another becomes one
// texture, premultiplied, image rows top first. Prepared rasters (ImageBitmaps never change) are uploaded, or
// merged and uploaded, once and kept by their identity; a run with a canvas drawn afresh each frame (a layer
// being dragged, a Motion entrance) is merged and uploaded each time.

/** Textures kept (least recently used dropped): a few documents' still layers at two sizes. */
const KEEP_TEXTURES = 32;

export class StillTextures {
  readonly #kept = new Map<string, WebGLTexture>();
  #scratch: WebGLTexture | undefined;
  /** Where runs of still layers are merged. */
  #merge: OffscreenCanvas | undefined;

  constructor(private readonly gl: WebGL2RenderingContext) {}

  /** One texture for a run of still layers, and whether it is exactly the frame's size (read texel for pixel). */
  texture(run: CanvasImageSource[], width: number, height: number): [WebGLTexture, boolean] {
    const { gl } = this;
    const [only] = run;
    if (only && run.length === 1 && !(only instanceof ImageBitmap)) {
      this.#scratch ??= gl.createTexture();
      return [this.#upload(only, this.#scratch), sizeOf(only, width, height)];
    }
    const kept = run.every((raster) => raster instanceof ImageBitmap);
    const key = kept ? `${width}x${height}:${run.map(bitmapId).join(",")}` : undefined;
    const found = key === undefined ? undefined : this.#kept.get(key);
    if (key !== undefined && found) {
      this.#kept.delete(key);
      this.#kept.set(key, found);
      return [found, only && run.length === 1 ? sizeOf(only, width, height) : true];
    }
    let source: CanvasImageSource;
    let exact = true;
    if (only && run.length === 1) {
      source = only;
      exact = sizeOf(only, width, height);
    } else {
      if (this.#merge?.width !== width || this.#merge.height !== height)
        this.#merge = new OffscreenCanvas(width, height);
      const context = this.#merge.getContext("2d");
      if (!context) throw new Error("no 2D canvas to merge the still layers");
      context.clearRect(0, 0, width, height);
      for (const raster of run) context.drawImage(raster, 0, 0, width, height);
      source = this.#merge;
    }
    if (key === undefined) {
      this.#scratch ??= gl.createTexture();
      return [this.#upload(source, this.#scratch), exact];
    }
    const texture = this.#upload(source, gl.createTexture());
    this.#kept.set(key, texture);
    if (this.#kept.size > KEEP_TEXTURES) {
      const [oldest, evicted] = this.#kept.entries().next().value as [string, WebGLTexture];
      gl.deleteTexture(evicted);
      this.#kept.delete(oldest);
    }
    return [texture, exact];
  }

  /** Uploads image rows top first, premultiplied: as an ImageBitmap uploads whatever the unpack flags say. */
  #upload(source: CanvasImageSource, texture: WebGLTexture): WebGLTexture {
    const { gl } = this;
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, gl.RGBA, gl.UNSIGNED_BYTE, source as TexImageSource);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    return texture;
  }
}

const bitmapIds = new WeakMap<ImageBitmap, number>();
let nextBitmapId = 0;
/** A prepared raster's identity, for the key of the texture made from it. */
function bitmapId(raster: CanvasImageSource): number {
  const bitmap = raster as ImageBitmap;
  let id = bitmapIds.get(bitmap);
  if (id === undefined) {
    id = nextBitmapId++;
    bitmapIds.set(bitmap, id);
  }
  return id;
}

/** Whether a still's raster is exactly the frame's size (read texel for pixel, not filtered). */
function sizeOf(still: CanvasImageSource, width: number, height: number): boolean {
  const size = still as { width?: unknown; height?: unknown };
  return size.width === width && size.height === height;
}
