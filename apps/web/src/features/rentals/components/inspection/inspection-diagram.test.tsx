import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  InspectionMarkInput,
  InspectionMarkView,
} from '@motorpool/domain/schemas/rental-inspection';
import { i18n } from '../../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import { InspectionDiagram, type InspectionDiagramProps } from './index.ts';

type HarnessProps = Omit<InspectionDiagramProps, 'value' | 'onChange'> & {
  initial?: InspectionMarkInput[];
  spy: (marks: InspectionMarkInput[]) => void;
};

function Harness({ initial = [], spy, ...props }: HarnessProps) {
  const [marks, setMarks] = useState(initial);
  return (
    <InspectionDiagram
      {...props}
      value={marks}
      onChange={(next) => {
        setMarks(next);
        spy(next);
      }}
    />
  );
}

const lastMarks = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.lastCall?.[0] as InspectionMarkInput[];

// happy-dom lays nothing out: give the drawing the size it would have on a 400 px wide screen.
function sized(name: RegExp, width: number, height: number): Element {
  const svg = screen.getByRole('group', { name });
  vi.spyOn(svg, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    x: 0,
    y: 0,
    width,
    height,
    right: width,
    bottom: height,
    toJSON: () => ({}),
  });
  return svg;
}

function tap(target: Element, clientX: number, clientY: number) {
  const init = { clientX, clientY, pointerId: 1, button: 0, pointerType: 'touch' };
  fireEvent.pointerDown(target, init);
  fireEvent.pointerUp(target, init);
}

async function choose(label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.click(box);
  await waitFor(() => expect(box.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(box.getAttribute('aria-controls')!)!;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

const scratch: InspectionMarkInput = {
  id: 'm-1',
  view: 'left',
  x: 400,
  y: 300,
  damageType: 'dent',
  location: 'front_left_door',
  severity: 'moderate',
  photoIds: [],
};

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('inspection diagram', { timeout: 20_000 }, () => {
  it('places a mark where the drawing is tapped, in per mille of the view', () => {
    const spy = vi.fn();
    renderWithProviders(<Harness stage="checkout" spy={spy} />);
    const front = sized(/^Front of the vehicle: tap/, 400, 290);
    tap(front, 100, 58);

    expect(lastMarks(spy)).toEqual([
      expect.objectContaining({
        view: 'front',
        x: 250,
        y: 200,
        damageType: 'scratch',
        location: 'windshield',
        severity: 'minor',
        photoIds: [],
      }),
    ]);
    expect(lastMarks(spy)[0]).not.toHaveProperty('isNew');
    expect(screen.getByRole('button', { name: 'Mark 1: Scratch, Windscreen' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Mark 1' })).toBeTruthy();
  });

  it('does not add a mark when the press moved (a scroll), nor on another view', () => {
    const spy = vi.fn();
    renderWithProviders(<Harness stage="checkout" spy={spy} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Right side' }));
    const right = sized(/^Right side of the vehicle/, 600, 260);
    fireEvent.pointerDown(right, {
      clientX: 100,
      clientY: 100,
      pointerId: 4,
      pointerType: 'touch',
    });
    fireEvent.pointerUp(right, { clientX: 100, clientY: 180, pointerId: 4, pointerType: 'touch' });
    expect(spy).not.toHaveBeenCalled();

    tap(right, 450, 130);
    expect(lastMarks(spy)[0]).toMatchObject({ view: 'right', x: 750, y: 500 });
  });

  it('edits the selected mark: damage, location, severity and note', async () => {
    const spy = vi.fn();
    renderWithProviders(<Harness stage="checkout" spy={spy} initial={[scratch]} />);
    fireEvent.click(screen.getByRole('button', { name: /^Mark 1: Dent, Front left door \(/ }));
    const editor = screen.getByRole('group', { name: 'Mark 1' });
    expect(editor).toBeTruthy();

    await choose('Damage', 'Crack');
    await choose('Location on the car', 'Front left wheel');
    fireEvent.click(within(editor).getByRole('radio', { name: 'Severe' }));
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Deep crack on the rim' },
    });

    expect(lastMarks(spy)).toEqual([
      {
        ...scratch,
        damageType: 'crack',
        location: 'front_left_wheel',
        severity: 'severe',
        note: 'Deep crack on the rim',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Mark 1: Crack, Front left wheel' })).toBeTruthy();
  });

  it('deletes a mark', () => {
    const spy = vi.fn();
    renderWithProviders(<Harness stage="checkout" spy={spy} initial={[scratch]} />);
    fireEvent.click(screen.getByRole('button', { name: /^Mark 1: Dent/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete mark' }));
    expect(lastMarks(spy)).toEqual([]);
    expect(screen.getByText('No damage marked.')).toBeTruthy();
  });

  it('adds a mark at the centre from the keyboard and moves it with the arrow keys', async () => {
    const spy = vi.fn();
    renderWithProviders(<Harness stage="checkout" spy={spy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add mark' }));
    const drawing = screen.getByRole('group', { name: /^Front of the vehicle/ });
    const mark = within(drawing).getByRole('button', { name: /^Mark 1: Scratch/ });
    expect(lastMarks(spy)[0]).toMatchObject({ view: 'front', x: 500, y: 500 });
    await waitFor(() => expect(document.activeElement).toBe(mark));

    fireEvent.keyDown(mark, { key: 'ArrowRight' });
    fireEvent.keyDown(mark, { key: 'ArrowUp', shiftKey: true });
    expect(lastMarks(spy)[0]).toMatchObject({ x: 510, y: 450 });
  });

  it('uploads photos from the camera input and removes them', async () => {
    const spy = vi.fn();
    const uploadPhoto = vi.fn(async () => ({ id: 'p-1', url: 'https://files.test/p-1.jpg' }));
    renderWithProviders(
      <Harness stage="checkout" spy={spy} initial={[scratch]} uploadPhoto={uploadPhoto} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Mark 1: Dent/ }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');

    const file = new File(['jpeg'], 'door.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(lastMarks(spy)[0]?.photoIds).toEqual(['p-1']));
    expect(uploadPhoto).toHaveBeenCalledWith(file);
    const thumbnail = screen.getByRole('img', { name: 'Photo 1 of mark 1' });
    expect(thumbnail.getAttribute('src')).toBe('https://files.test/p-1.jpg');

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(lastMarks(spy)[0]?.photoIds).toEqual([]);
  });

  it('at return, marks new damage and shows the checkout marks greyed', () => {
    const spy = vi.fn();
    const previous: InspectionMarkView[] = [
      { ...scratch, view: 'front', note: null, photos: [], isNew: false },
    ];
    renderWithProviders(<Harness stage="checkin" spy={spy} previous={previous} />);
    expect(
      screen.getByRole('img', { name: 'At checkout, mark 1: Dent, Front left door' }),
    ).toBeTruthy();

    tap(sized(/^Front of the vehicle: tap/, 400, 290), 200, 270);
    expect(lastMarks(spy)[0]).toMatchObject({ isNew: true, location: 'front_bumper' });
    expect(screen.getByRole('checkbox', { name: /New damage/ })).toHaveProperty('checked', true);
  });

  it('ignores taps and offers no editing when read-only', () => {
    const spy = vi.fn();
    renderWithProviders(<Harness stage="checkout" spy={spy} initial={[scratch]} readOnly />);
    fireEvent.click(screen.getByRole('tab', { name: /^Left side/ }));
    const left = sized(/^Left side of the vehicle with its damage marks/, 600, 260);
    tap(left, 300, 100);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Add mark' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Mark 1: Dent, Front left door' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Mark 1: Dent, Front left door \(/ }));
    expect(screen.queryByRole('group', { name: 'Mark 1' })).toBeNull();
  });

  it('names the marks in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<Harness stage="checkout" spy={vi.fn()} initial={[scratch]} />);
    expect(screen.getByRole('button', { name: /^العلامة 1: انبعاج/ })).toBeTruthy();
  });
});
