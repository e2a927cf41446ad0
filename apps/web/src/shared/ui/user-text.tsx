import { Text, type TextProps } from '@mantine/core';

// Text people typed (notes, reviews, names) is in whichever language they wrote it, not the
// page's: its direction follows its own first letters (`dir="auto"`) and its language is named
// when its script tells it, so a screen reader reads an Arabic note on an English page in Arabic.
const arabic = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const latin = /[A-Za-z\u00C0-\u024F]/;

/** the language of a text by the script of its first letter: 'ar', 'en', or not known */
export function writtenIn(text: string): 'ar' | 'en' | undefined {
  for (const char of text) {
    if (arabic.test(char)) return 'ar';
    if (latin.test(char)) return 'en';
  }
  return undefined;
}

export function UserText({
  children,
  ...props
}: TextProps & { children: string; component?: 'p' | 'span' | 'blockquote' | 'div' }) {
  return (
    <Text dir="auto" lang={writtenIn(children)} {...props}>
      {children}
    </Text>
  );
}
