// The inspection widgets of checkout and return, used by the rental dialogs and details page.
export { InspectionDiagram, type InspectionDiagramProps } from './inspection-diagram.tsx';
export { InspectionSummary, type InspectionSummaryProps } from './inspection-summary.tsx';
export { SignaturePad, type SignaturePadProps } from './signature-pad.tsx';
