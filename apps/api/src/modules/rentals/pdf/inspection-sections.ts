// The sections of a rental document that tell what was found and charged: the inspection
// with its diagram, the customer's signature and the return's charges.
import type { RentalChargeView } from '@motorpool/domain/schemas/rental';
import type { InspectionView } from '@motorpool/domain/schemas/rental-inspection';
import { colours } from '../../../lib/pdf/canvas.ts';
import { diagramHeight, drawDiagram } from './diagram.ts';
import { integer, ltr } from '../../../lib/pdf/format.ts';
import { damageLocationNames, damageTypeNames, severityNames, type Word } from './labels.ts';

import { amountColumns, type Page } from './page.ts';

export function inspection(
  page: Page,
  recorded: InspectionView | null,
  title: Word,
  showNew: boolean,
) {
  const { canvas, input, t } = page;
  const { language } = input;
  // The heading, the whole diagram and the first marks stay together on one page.
  canvas.ensure(diagramHeight(canvas) + 80);
  canvas.heading(t(title));
  if (!recorded) {
    canvas.paragraph(t('noInspection'), { colour: colours.muted });
    return;
  }
  drawDiagram(canvas, recorded.marks, language);
  if (recorded.marks.length === 0) {
    canvas.paragraph(t('noMarks'), { colour: colours.muted });
    return;
  }
  canvas.table(
    [{ width: 0.6 }, { width: 2 }, { width: 3 }, { width: 1.6 }, { width: 4.4 }],
    ['#', t('damage'), t('location'), t('severity'), t('notes')],
    recorded.marks.map((mark, i) => [
      ltr(String(i + 1)),
      damageTypeNames[mark.damageType][language] +
        (showNew && mark.isNew ? ` (${t('newDamage')})` : ''),
      damageLocationNames[mark.location][language],
      severityNames[mark.severity][language],
      mark.note ?? '',
    ]),
  );
}

export function signature(page: Page, png: Buffer | undefined, recorded: InspectionView | null) {
  const { canvas, t, when } = page;
  const boxWidth = 200;
  const boxHeight = 70;
  canvas.ensure(boxHeight + 60);
  canvas.heading(t('signature'));
  const [x0, x1] = canvas.span(0, boxWidth);
  const top = canvas.y;
  if (png) {
    try {
      canvas.doc.image(png, x0, top, { fit: [boxWidth, boxHeight], align: 'center' });
    } catch {
      canvas.line(t('notSigned'), x0, x1, top + boxHeight / 2, 'center', {});
    }
  } else if (!recorded?.signedBy) {
    // A name without an image is a signature on paper: the line below names the signer.
    canvas.line(t('notSigned'), x0, x1, top + boxHeight / 2, 'center', {
      colour: colours.muted,
    });
  }
  canvas.doc
    .moveTo(x0, top + boxHeight + 2)
    .lineTo(x1, top + boxHeight + 2)
    .lineWidth(0.6)
    .stroke(colours.muted);
  canvas.y = top + boxHeight + 6;
  const name = recorded?.signedBy;
  const signed = [
    name ? t('signedBy', { name }) : '',
    recorded ? `\u2068${when(recorded.recordedAt)}\u2069` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  if (signed) canvas.paragraph(signed, { size: 8.5, colour: colours.muted }, x0, x1);
}

function chargeRow(line: RentalChargeView, t: Page['t'], cash: Page['cash']): string[] {
  const waived = line.waivedBy ? ` — ${t('waived', { name: line.waivedBy })}` : '';
  return [
    `${line.description}${waived}`,
    integer(line.quantity),
    cash(line.unitAmount),
    cash(line.amount),
  ];
}

export function charges({ canvas, input, t, cash }: Page) {
  const { rental } = input;
  canvas.heading(t('charges'));
  const computed = rental.charges;
  if (!computed || computed.lines.length === 0) {
    canvas.paragraph(t('noCharges'), { colour: colours.muted });
  } else {
    canvas.table(
      amountColumns,
      [t('description'), t('quantity'), t('unitPrice'), t('amount')],
      computed.lines.map((line) => chargeRow(line, t, cash)),
    );
    canvas.totals([
      [t('subtotal'), cash(computed.subtotal)],
      [t('tax', { rate: ltr(`${computed.taxRateBp / 100}%`) }), cash(computed.tax)],
      [t('chargesTotal'), cash(computed.total), true],
    ]);
  }
  canvas.y += 6;
  canvas.totals([
    [t('bookedTotal'), cash(rental.totalAmount)],
    [t('chargesTotal'), cash(rental.additionalCharges)],
    [t('totalCost'), cash(rental.totalCost), true],
    [t('deposit'), cash(rental.securityDeposit)],
  ]);
}
