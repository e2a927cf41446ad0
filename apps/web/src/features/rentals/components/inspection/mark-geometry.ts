import type {
  InspectionDiagramView,
  InspectionMarkInput,
} from '@motorpool/domain/schemas/rental-inspection';
import type { DamageLocation } from '@motorpool/domain/value-lists';

type Box = { left: number; top: number; width: number; height: number };

const clamp = (value: number) => Math.min(1000, Math.max(0, Math.round(value)));

/** A point on screen as per mille of the drawing's box (left to right, whatever the language). */
export function toPerMille(clientX: number, clientY: number, box: Box): { x: number; y: number } {
  if (box.width <= 0 || box.height <= 0) return { x: 500, y: 500 };
  return {
    x: clamp(((clientX - box.left) / box.width) * 1000),
    y: clamp(((clientY - box.top) / box.height) * 1000),
  };
}

const arrowSteps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The mark's place after an arrow key (Shift moves five times as far), or null for other keys. */
export function movedByKey(
  mark: { x: number; y: number },
  key: string,
  shift: boolean,
): { x: number; y: number } | null {
  const step = arrowSteps[key];
  if (!step) return null;
  const distance = shift ? 50 : 10;
  return { x: clamp(mark.x + step[0] * distance), y: clamp(mark.y + step[1] * distance) };
}

// Side views: the left side has the front on the left, the right side is its mirror image.
function sideLocation(x: number, y: number, side: 'left' | 'right'): DamageLocation {
  if (y > 600 && Math.abs(x - 233) < 90) return `front_${side}_wheel`;
  if (y > 600 && Math.abs(x - 783) < 90) return `rear_${side}_wheel`;
  if (x < 90) return 'front_bumper';
  if (x > 930) return 'rear_bumper';
  if (y < 300) return 'roof';
  if (x < 300) return y < 500 ? 'hood' : `front_${side}_door`;
  if (x < 500) return `front_${side}_door`;
  if (x < 720) return `rear_${side}_door`;
  return 'trunk';
}

// From above the front is on the left, so the car's left side is at the bottom of the drawing.
function topLocation(x: number, y: number): DamageLocation {
  if (x < 120) return 'front_bumper';
  if (x > 930) return 'rear_bumper';
  if (y < 190 || y > 810) {
    const side = y > 810 ? 'left' : 'right';
    return x < 560 ? `front_${side}_door` : `rear_${side}_door`;
  }
  if (x < 310) return 'hood';
  if (x < 405) return 'windshield';
  if (x < 715) return 'roof';
  if (x < 800) return 'rear_window';
  return 'trunk';
}

/** The part of the car under a point of a view: the editor's first guess for a new mark. */
export function locationAt(view: InspectionDiagramView, x: number, y: number): DamageLocation {
  switch (view) {
    case 'front':
      // Facing the car, its left side is on the viewer's right.
      if (y < 430 && (x < 90 || x > 910)) return x < 90 ? 'right_mirror' : 'left_mirror';
      if (y < 430) return 'windshield';
      if (y < 520) return 'hood';
      if (y < 700 && (x < 300 || x > 700)) return 'headlights';
      return 'front_bumper';
    case 'back':
      if (y < 430) return 'rear_window';
      if (y < 700 && (x < 300 || x > 700)) return 'taillights';
      return y < 700 ? 'trunk' : 'rear_bumper';
    case 'left':
      return sideLocation(x, y, 'left');
    case 'right':
      return sideLocation(1000 - x, y, 'right');
    case 'top':
      return topLocation(x, y);
  }
}

let sequence = 0;
function markId(): string {
  sequence += 1;
  return globalThis.crypto?.randomUUID?.() ?? `mark-${Date.now()}-${sequence}`;
}

/** A new mark at a point: a minor scratch at the part of the car found there. */
export function newMark(
  view: InspectionDiagramView,
  point: { x: number; y: number },
  stage: 'checkout' | 'checkin',
): InspectionMarkInput {
  return {
    id: markId(),
    view,
    x: point.x,
    y: point.y,
    damageType: 'scratch',
    location: locationAt(view, point.x, point.y),
    severity: 'minor',
    photoIds: [],
    ...(stage === 'checkin' ? { isNew: true } : {}),
  };
}
