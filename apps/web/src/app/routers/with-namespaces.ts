import { loadAllNamespaces, loadNamespaces } from '../../shared/i18n/i18n.ts';

type Namespaces = Parameters<typeof loadNamespaces> | 'all';

// A route's module together with the translation namespaces its pages use, so the page never
// renders before its text is in.
export async function withNamespaces<T>(module: Promise<T>, namespaces: Namespaces): Promise<T> {
  const [loaded] = await Promise.all([
    module,
    namespaces === 'all' ? loadAllNamespaces() : loadNamespaces(...namespaces),
  ]);
  return loaded;
}
