// bidi-js ships no types; this covers the calls the PDF writer makes.
declare module 'bidi-js' {
  export type EmbeddingLevels = {
    levels: Uint8Array;
    paragraphs: Array<{ start: number; end: number; level: number }>;
  };
  export type Bidi = {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl'): EmbeddingLevels;
    getReorderSegments(
      text: string,
      levels: EmbeddingLevels,
      start?: number,
      end?: number,
    ): Array<[number, number]>;
    getMirroredCharacter(char: string): string | null;
  };
  export default function bidiFactory(): Bidi;
}
