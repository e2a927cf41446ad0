import { loadAllNamespaces, loadNamespaces } from '../../shared/i18n/i18n.ts';

type Namespaces = Parameters<typeof loadNamespaces> | 'all';

// A route's module with what its page needs before it renders: the translation namespaces it
// uses and, past the first pages (whose components' styles come with the entry, see
// first-pages.css), all of Mantine's styles.
export async function routeModule<T>(
  module: Promise<T>,
  namespaces: Namespaces,
  styles: 'first page' | 'all' = 'all',
): Promise<T> {
  const [loaded] = await Promise.all([
    module,
    namespaces === 'all' ? loadAllNamespaces() : loadNamespaces(...namespaces),
    styles === 'all' ? import('../../shared/theme/all-styles.ts') : undefined,
  ]);
  return loaded;
}
