// Wraps a value inserted into a sentence (a name, a code) in Unicode isolates (FSI … PDI), so a
// Latin name inside an Arabic sentence, or the reverse, keeps the sentence's punctuation where
// the sentence's own direction puts it.
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}
