// The inspection diagram on paper: the same car outlines and view boxes as the screen's
// (web features/rentals/components/inspection/car-outlines.tsx), so a mark placed at x/y per
// mille of a view lands on the same spot of the car, numbered like the list of marks below it.
import type { Language } from '@motorpool/domain/locale-lists';
import type {
  InspectionDiagramView,
  InspectionMarkView,
} from '@motorpool/domain/schemas/rental-inspection';
import { type Canvas, colours } from '../../../lib/pdf/canvas.ts';
import { viewNames } from './labels.ts';

const viewBoxes: Record<InspectionDiagramView, { width: number; height: number }> = {
  front: { width: 400, height: 290 },
  back: { width: 400, height: 290 },
  left: { width: 600, height: 260 },
  right: { width: 600, height: 260 },
  top: { width: 600, height: 300 },
};

type Shape =
  | { kind: 'path'; d: string; paint: Paint }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r: number; paint: Paint }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; paint: Paint };
type Paint = 'body' | 'glass' | 'line' | 'lamp' | 'tyre' | 'hub' | 'plate';

const paints: Record<Paint, { fill?: string; stroke?: string; width: number }> = {
  body: { fill: '#f8f9fa', stroke: '#495057', width: 3 },
  glass: { fill: '#d0ebff', stroke: '#495057', width: 2 },
  line: { stroke: '#868e96', width: 2 },
  lamp: { fill: '#fff3bf', stroke: '#495057', width: 2 },
  tyre: { fill: '#343a40', stroke: '#343a40', width: 2 },
  hub: { fill: '#adb5bd', stroke: '#495057', width: 2 },
  plate: { fill: '#ffffff', stroke: '#495057', width: 2 },
};

const path = (d: string, paint: Paint): Shape => ({ kind: 'path', d, paint });
const rect = (x: number, y: number, w: number, h: number, r: number, paint: Paint): Shape => ({
  kind: 'rect',
  x,
  y,
  w,
  h,
  r,
  paint,
});
const ellipse = (cx: number, cy: number, rx: number, ry: number, paint: Paint): Shape => ({
  kind: 'ellipse',
  cx,
  cy,
  rx,
  ry,
  paint,
});
const circle = (cx: number, cy: number, r: number, paint: Paint) => ellipse(cx, cy, r, r, paint);

const side: Shape[] = [
  path(
    'M30 195 L22 150 Q25 128 60 122 L170 112 Q215 70 250 62 L380 60 Q420 62 470 105 L560 118 ' +
      'Q580 122 580 150 L578 195 L515 195 A45 45 0 0 0 425 195 L185 195 A45 45 0 0 0 95 195 Z',
    'body',
  ),
  path('M188 112 L252 74 L300 72 L300 112 Z', 'glass'),
  path('M310 72 L378 70 Q408 74 448 108 L310 110 Z', 'glass'),
  path('M300 112 L300 192 M420 110 L425 150 M190 114 L186 192', 'line'),
  path('M262 128 L282 128 M380 126 L400 126', 'line'),
  rect(24, 132, 26, 14, 5, 'lamp'),
  rect(560, 128, 18, 16, 4, 'lamp'),
  circle(140, 195, 36, 'tyre'),
  circle(140, 195, 14, 'hub'),
  circle(470, 195, 36, 'tyre'),
  circle(470, 195, 14, 'hub'),
];

const face: Shape[] = [
  rect(55, 222, 52, 44, 10, 'tyre'),
  rect(293, 222, 52, 44, 10, 'tyre'),
  path(
    'M40 232 L40 170 Q40 140 70 132 L105 126 L135 66 Q140 56 155 56 L245 56 Q260 56 265 66 ' +
      'L295 126 L330 132 Q360 140 360 170 L360 232 Q360 242 350 242 L50 242 Q40 242 40 232 Z',
    'body',
  ),
  path('M50 212 L350 212', 'line'),
  rect(165, 214, 70, 20, 3, 'plate'),
];

const outlines: Record<InspectionDiagramView, Shape[]> = {
  left: side,
  right: side,
  front: [
    path('M32 122 L14 114 L14 132 L40 138 Z', 'body'),
    path('M368 122 L386 114 L386 132 L360 138 Z', 'body'),
    ...face,
    path('M142 122 L164 72 L236 72 L258 122 Z', 'glass'),
    ellipse(88, 166, 30, 14, 'lamp'),
    ellipse(312, 166, 30, 14, 'lamp'),
    rect(150, 156, 100, 36, 8, 'glass'),
    path('M160 168 L240 168 M160 180 L240 180', 'line'),
  ],
  back: [
    ...face,
    path('M146 118 L166 74 L234 74 L254 118 Z', 'glass'),
    rect(52, 152, 62, 24, 6, 'lamp'),
    rect(286, 152, 62, 24, 6, 'lamp'),
    path('M130 134 L270 134 L262 196 L138 196 Z', 'line'),
  ],
  top: [
    ellipse(200, 42, 14, 10, 'body'),
    ellipse(200, 258, 14, 10, 'body'),
    rect(40, 50, 520, 200, 70, 'body'),
    path('M190 72 Q170 150 190 228 L240 214 Q228 150 240 86 Z', 'glass'),
    rect(246, 82, 180, 136, 16, 'line'),
    path('M432 86 Q444 150 432 214 L474 226 Q494 150 474 74 Z', 'glass'),
    path('M70 96 Q110 150 70 204 M95 80 L180 78 M95 220 L180 222', 'line'),
    path('M246 50 L246 82 M336 50 L336 82 M246 218 L246 250 M336 218 L336 250', 'line'),
  ],
};

function drawShape(doc: Canvas['doc'], shape: Shape) {
  if (shape.kind === 'path') doc.path(shape.d);
  else if (shape.kind === 'rect') doc.roundedRect(shape.x, shape.y, shape.w, shape.h, shape.r);
  else doc.ellipse(shape.cx, shape.cy, shape.rx, shape.ry);
  const paint = paints[shape.paint];
  doc.lineWidth(paint.width).lineJoin('round');
  if (paint.fill && paint.stroke) doc.fillAndStroke(paint.fill, paint.stroke);
  else if (paint.stroke) doc.stroke(paint.stroke);
}

/** One view: its name, the outline scaled into `width`, and the numbered dots of its marks. */
function drawView(
  canvas: Canvas,
  view: InspectionDiagramView,
  x: number,
  top: number,
  width: number,
  numbered: Array<{ n: number; mark: InspectionMarkView }>,
  language: Language,
) {
  const { doc } = canvas;
  const box = viewBoxes[view];
  const scale = width / box.width;
  canvas.line(viewNames[view][language], x, x + width, top, 'center', {
    size: 8,
    colour: colours.muted,
  });
  const y = top + 13;
  doc.save();
  doc.translate(x, y).scale(scale);
  // Seen from the right the car is the left view's mirror image, as on screen.
  if (view === 'right') doc.translate(box.width, 0).scale(-1, 1);
  for (const shape of outlines[view]) drawShape(doc, shape);
  doc.restore();
  for (const { n, mark } of numbered) {
    const cx = x + (mark.x / 1000) * box.width * scale;
    const cy = y + (mark.y / 1000) * box.height * scale;
    const label = String(n);
    doc.circle(cx, cy, 6).fillAndStroke(mark.isNew ? colours.mark : colours.accent, '#ffffff');
    doc.font('bold').fontSize(6.5).fillColor('#ffffff');
    const w = doc.widthOfString(label);
    doc.text(label, cx - w / 2, cy - 4.6, { lineBreak: false });
  }
  return 13 + box.height * scale;
}

const gap = 12;
const rows: InspectionDiagramView[][] = [
  ['left', 'right', 'top'],
  ['front', 'back'],
];

/** The width of a side or top view: three of them fill the line. */
const wideOf = (canvas: Canvas) => (canvas.right - canvas.left - 2 * gap) / 3;

const rowHeight = (row: InspectionDiagramView[], wide: number) =>
  Math.max(...row.map((v) => 13 + viewBoxes[v].height * (wide / viewBoxes.left.width)));

/** How tall the whole diagram is drawn. */
export const diagramHeight = (canvas: Canvas) =>
  rows.reduce((sum, row) => sum + rowHeight(row, wideOf(canvas)) + 8, 0);

/**
 * The five views in two rows (the sides and top, then front and back), laid from the reading
 * side; marks are numbered 1, 2, … in the order given.
 */
export function drawDiagram(canvas: Canvas, marks: InspectionMarkView[], language: Language) {
  const numbered = marks.map((mark, i) => ({ n: i + 1, mark }));
  const of = (view: InspectionDiagramView) => numbered.filter((m) => m.mark.view === view);
  const wide = wideOf(canvas);
  for (const row of rows) {
    const narrow = wide * (viewBoxes.front.width / viewBoxes.left.width);
    const widthOf = (v: InspectionDiagramView) =>
      viewBoxes[v].width === viewBoxes.left.width ? wide : narrow;
    canvas.ensure(rowHeight(row, wide) + 8);
    const top = canvas.y;
    let offset = 0;
    let tallest = 0;
    for (const view of row) {
      const width = widthOf(view);
      const [x0] = canvas.span(offset, width);
      tallest = Math.max(tallest, drawView(canvas, view, x0, top, width, of(view), language));
      offset += width + gap;
    }
    canvas.y = top + tallest + 8;
  }
}
