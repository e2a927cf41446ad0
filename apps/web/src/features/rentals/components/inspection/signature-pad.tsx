import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button, Group, Input, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { paintLastSegment, paintStrokes, type InkStroke } from './signature-ink.ts';
import classes from './inspection.module.css';

export type SignaturePadProps = {
  /** The drawn signature as a PNG data URL after each stroke; undefined once cleared. */
  onChange: (dataUrl: string | undefined) => void;
  label?: string;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The pad's height in CSS pixels; it always takes the full width. */
  height?: number;
};

// The customer signs with a finger, a pen or the mouse. Strokes are kept as fractions of the
// pad's size so a rotation or resize redraws them instead of losing them.
export function SignaturePad({
  onChange,
  label,
  description,
  error,
  required,
  disabled = false,
  height = 180,
}: SignaturePadProps) {
  const { t } = useTranslation('inspection');
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<InkStroke[]>([]);
  const active = useRef<{ pointerId: number; stroke: InkStroke } | null>(null);
  const [signed, setSigned] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    paintStrokes(canvas, strokes.current);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => paintStrokes(canvas, strokes.current));
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = (value: number, size: number) =>
      size > 0 ? Math.min(1, Math.max(0, value / size)) : 0;
    return {
      x: fraction(event.clientX - box.left, box.width),
      y: fraction(event.clientY - box.top, box.height),
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const stroke = [pointOf(event)];
    active.current = { pointerId: event.pointerId, stroke };
    strokes.current.push(stroke);
    paintLastSegment(event.currentTarget, stroke);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = active.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.stroke.push(pointOf(event));
    paintLastSegment(event.currentTarget, current.stroke);
  };

  const finish = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!active.current || active.current.pointerId !== event.pointerId) return;
    active.current = null;
    setSigned(true);
    onChange(event.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    strokes.current = [];
    active.current = null;
    if (canvasRef.current) paintStrokes(canvasRef.current, []);
    setSigned(false);
    onChange(undefined);
  };

  return (
    <Input.Wrapper
      id={id}
      label={label ?? t('signature.label')}
      description={description ?? t('signature.hint')}
      error={error}
      required={required}
    >
      <canvas
        ref={canvasRef}
        id={id}
        className={classes.signature}
        style={{ height }}
        role="img"
        aria-label={t(signed ? 'signature.canvasSigned' : 'signature.canvasEmpty')}
        aria-invalid={error ? true : undefined}
        aria-disabled={disabled || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <Group justify="space-between" mt={6}>
        <Text fz="xs" c="dimmed" aria-live="polite">
          {t(signed ? 'signature.signed' : 'signature.empty')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconEraser size={16} />}
          disabled={disabled || !signed}
          onClick={clear}
        >
          {t('signature.clear')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
