// SVG → PNG/JPG/WebP in the browser: the SVG drawn into a canvas at the artifact's own size.

export async function rasterize(
  svg: string,
  width: number,
  height: number,
  mimeType: "image/png" | "image/jpeg" | "image/webp",
): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("this browser has no 2D canvas");
    if (mimeType === "image/jpeg") {
      // JPEG has no alpha: flatten onto white as an image viewer would.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, width, height);
    }
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, mimeType, 0.92));
    if (!blob || blob.size === 0) throw new Error(`the browser could not encode ${mimeType}`);
    return blob;
  } finally {
    URL.revokeObjectURL(url);
  }
}
