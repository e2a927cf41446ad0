import { loadOnce } from './load-once.ts';

export type DeferredModule<T> = { load: () => Promise<T>; current: () => T | undefined };

// Code a page can show without, loaded on first use; once in, `current()` hands it out at once
// so a later render (another page's header) needs no wait.
export function deferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  let value: T | undefined;
  return {
    load: loadOnce(() => load().then((loaded) => (value = loaded))),
    current: () => value,
  };
}
