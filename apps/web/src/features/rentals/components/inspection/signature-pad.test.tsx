import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import { SignaturePad } from './index.ts';
import { paintStrokes } from './signature-ink.ts';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const box = { left: 0, top: 0, x: 0, y: 0, width: 300, height: 150, right: 300, bottom: 150 };

// happy-dom has no 2D canvas: a recording context stands in for it.
function fakeContext() {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push(`${name}(${args.join(',')})`);
  const context = {
    calls,
    setTransform: record('setTransform'),
    clearRect: record('clearRect'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    stroke: record('stroke'),
    arc: record('arc'),
    fill: record('fill'),
  };
  return context;
}

let context: ReturnType<typeof fakeContext>;
beforeEach(() => {
  context = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    ...box,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(png);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('signature pad', () => {
  it('emits a PNG data URL after a stroke and nothing once cleared', () => {
    const onChange = vi.fn();
    renderWithProviders(<SignaturePad onChange={onChange} />);
    const pad = screen.getByRole('img', { name: 'Signature area, not signed yet' });
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveProperty('disabled', true);

    fireEvent.pointerDown(pad, { clientX: 30, clientY: 30, pointerId: 7, pointerType: 'pen' });
    fireEvent.pointerMove(pad, { clientX: 90, clientY: 60, pointerId: 7, pointerType: 'pen' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(pad, { clientX: 90, clientY: 60, pointerId: 7, pointerType: 'pen' });

    expect(onChange).toHaveBeenLastCalledWith(png);
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/png');
    expect(context.calls).toContain('lineTo(90,60)');
    expect(screen.getByRole('img', { name: 'Signature area, signed' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('ignores strokes while disabled', () => {
    const onChange = vi.fn();
    renderWithProviders(<SignaturePad onChange={onChange} disabled />);
    const pad = screen.getByRole('img', { name: /^Signature area/ });
    fireEvent.pointerDown(pad, { clientX: 30, clientY: 30, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(pad, { clientX: 30, clientY: 30, pointerId: 1, pointerType: 'touch' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('draws at the screen density, at most twice the size', () => {
    const canvas = document.createElement('canvas');
    vi.stubGlobal('devicePixelRatio', 3);
    paintStrokes(canvas, [
      [
        { x: 0.1, y: 0.2 },
        { x: 0.5, y: 0.5 },
      ],
    ]);
    expect([canvas.width, canvas.height]).toEqual([600, 300]);
    expect(context.calls).toEqual(
      expect.arrayContaining(['setTransform(2,0,0,2,0,0)', 'moveTo(30,30)', 'lineTo(150,75)']),
    );
  });
});
