/** A point of a stroke as a fraction of the pad's width and height, so it survives a resize. */
export type InkPoint = { x: number; y: number };
export type InkStroke = InkPoint[];

// Dark ink whatever the colour scheme: the PNG is printed on the white contract.
const ink = '#1a1b1e';
const lineWidth = 2.5;
// Sharp on high-density screens, but no more than twice the size: the PNG stays a few kilobytes.
const maxRatio = 2;

export function pixelRatio(): number {
  return Math.min(maxRatio, Math.max(1, globalThis.devicePixelRatio || 1));
}

/** Sizes the canvas to its box at the screen's density and draws every stroke again. */
export function paintStrokes(canvas: HTMLCanvasElement, strokes: readonly InkStroke[]): void {
  const { width, height } = canvas.getBoundingClientRect();
  if (width <= 0 || height <= 0) return;
  const ratio = pixelRatio();
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  for (const stroke of strokes) drawStroke(context, stroke, width, height);
}

/** Draws the last segment of a stroke being written (a dot when it has one point). */
export function paintLastSegment(canvas: HTMLCanvasElement, stroke: InkStroke): void {
  const { width, height } = canvas.getBoundingClientRect();
  const context = canvas.getContext('2d');
  if (!context || width <= 0 || height <= 0) return;
  drawStroke(context, stroke.slice(-2), width, height);
}

function drawStroke(
  context: CanvasRenderingContext2D,
  stroke: InkStroke,
  width: number,
  height: number,
): void {
  const [first, ...rest] = stroke;
  if (!first) return;
  context.strokeStyle = ink;
  context.fillStyle = ink;
  context.lineWidth = lineWidth;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  if (rest.length === 0) {
    context.beginPath();
    context.arc(first.x * width, first.y * height, lineWidth / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  context.beginPath();
  context.moveTo(first.x * width, first.y * height);
  for (const point of rest) context.lineTo(point.x * width, point.y * height);
  context.stroke();
}
