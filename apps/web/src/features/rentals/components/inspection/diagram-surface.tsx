import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { InspectionDiagramView } from '@motorpool/domain/schemas/rental-inspection';
import { CarOutline, viewBoxes } from './car-outlines.tsx';
import { movedByKey, toPerMille } from './mark-geometry.ts';
import classes from './inspection.module.css';

export type SurfaceMark = { id: string; x: number; y: number; number: number; label: string };

type DiagramSurfaceProps = {
  view: InspectionDiagramView;
  label: string;
  marks: SurfaceMark[];
  /** Shown greyed and inert: the marks recorded at checkout, seen again at return. */
  previous?: SurfaceMark[];
  selectedId?: string | null;
  readOnly?: boolean;
  onAdd?: (point: { x: number; y: number }) => void;
  onSelect?: (id: string) => void;
  onMove?: (id: string, point: { x: number; y: number }) => void;
};

// A press that travels further than this (in pixels) was a scroll or a drag, not a tap.
const tapSlop = 10;

type Press =
  | { kind: 'tap'; pointerId: number; x: number; y: number }
  | { kind: 'drag'; pointerId: number; id: string };

// One view of the car: a tap on the drawing adds a mark there, a mark is dragged with a finger or
// the mouse, and moved with the arrow keys when focused.
export function DiagramSurface({
  view,
  label,
  marks,
  previous = [],
  selectedId,
  readOnly = false,
  onAdd,
  onSelect,
  onMove,
}: DiagramSurfaceProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const press = useRef<Press | null>(null);
  const { width, height } = viewBoxes[view];
  const radius = Math.round(width * 0.032);
  const at = (per: number, size: number) => (per / 1000) * size;
  const pointOf = (event: PointerEvent) =>
    toPerMille(event.clientX, event.clientY, svgRef.current!.getBoundingClientRect());

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (readOnly || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const markId = (event.target as Element)
      .closest?.('[data-mark-id]')
      ?.getAttribute('data-mark-id');
    if (markId) {
      onSelect?.(markId);
      press.current = { kind: 'drag', pointerId: event.pointerId, id: markId };
      svgRef.current?.setPointerCapture?.(event.pointerId);
      return;
    }
    press.current = { kind: 'tap', pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const current = press.current;
    if (current?.kind === 'drag' && current.pointerId === event.pointerId) {
      onMove?.(current.id, pointOf(event));
    }
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const current = press.current;
    press.current = null;
    if (current?.kind !== 'tap' || current.pointerId !== event.pointerId) return;
    const travelled = Math.hypot(event.clientX - current.x, event.clientY - current.y);
    if (travelled <= tapSlop) onAdd?.(pointOf(event));
  };

  const onMarkKey = (event: KeyboardEvent, mark: SurfaceMark) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect?.(mark.id);
      return;
    }
    const moved = movedByKey(mark, event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    onSelect?.(mark.id);
    onMove?.(mark.id, moved);
  };

  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${width} ${height}`}
      className={`${classes.diagram} ${readOnly ? '' : classes.editable}`}
      role="group"
      aria-label={label}
      data-view={view}
      // The drawing is of the car, not of the text: it is never mirrored for right-to-left.
      direction="ltr"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        press.current = null;
      }}
    >
      <CarOutline view={view} />
      {previous.map((mark) => (
        <g key={mark.id} className={classes.previous} role="img" aria-label={mark.label}>
          <title>{mark.label}</title>
          <circle cx={at(mark.x, width)} cy={at(mark.y, height)} r={radius * 0.8} />
          <text x={at(mark.x, width)} y={at(mark.y, height)} fontSize={radius * 0.9}>
            {mark.number}
          </text>
        </g>
      ))}
      {marks.map((mark) => (
        <g
          key={mark.id}
          className={classes.mark}
          data-mark-id={mark.id}
          data-selected={mark.id === selectedId || undefined}
          role={readOnly ? 'img' : 'button'}
          tabIndex={readOnly ? undefined : 0}
          aria-label={mark.label}
          aria-pressed={readOnly ? undefined : mark.id === selectedId}
          style={{ touchAction: readOnly ? undefined : 'none' }}
          onKeyDown={readOnly ? undefined : (event) => onMarkKey(event, mark)}
        >
          <title>{mark.label}</title>
          <circle cx={at(mark.x, width)} cy={at(mark.y, height)} r={radius} />
          <text x={at(mark.x, width)} y={at(mark.y, height)} fontSize={radius * 1.1}>
            {mark.number}
          </text>
        </g>
      ))}
    </svg>
  );
}
