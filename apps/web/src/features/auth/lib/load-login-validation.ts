import { loadOnce } from '../../../shared/lib/load-once.ts';

// The schema, its validation library and the messages in both languages are not needed to
// show the sign-in form: they load when the visitor first focuses a field (or submits).
export const loadLoginValidation = loadOnce(() => import('./login-validation.ts'));
