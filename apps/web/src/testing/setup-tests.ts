import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy routes load their chunk on first visit; under a parallel run that can take over the
// default 1 s of findBy*/waitFor, so give them more room.
configure({ asyncUtilTimeout: 5000 });

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
