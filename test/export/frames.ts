// Frames for the export tests and the exports bench: cheap to draw, moving, the same every run.

/** A reused 2D canvas: a horizontal gradient that slides with time and a disc that crosses the frame. */
export function canvasFrames(width: number, height: number) {
  const canvas = Object.assign(document.createElement("canvas"), { width, height });
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D context");
  return (_index: number, timeMs: number) => {
    const shift = (timeMs / 1000) * width;
    const fill = context.createLinearGradient(-width + shift, 0, width + shift, height);
    fill.addColorStop(0, "#1a2a6c");
    fill.addColorStop(0.5, "#b21f1f");
    fill.addColorStop(1, "#fdbb2d");
    context.fillStyle = fill;
    context.fillRect(0, 0, width, height);
    context.fillStyle = "#e8f4ff";
    context.beginPath();
    context.arc((timeMs / 1000) * width * 0.6, height / 2, height / 4, 0, Math.PI * 2);
    context.fill();
    return canvas;
  };
}
