import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on document.fonts.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
