// A dynamic import back into a static importer is allowed: it runs after both have loaded.
export const button = () => import('./menu.ts');
