import { paths } from '../../../shared/config/paths.ts';

// The sign-in area's links, from the one route table (shared/config/paths.ts).
export const authPaths = {
  adminLogin: paths.auth.adminLogin.getHref(),
  customerLogin: paths.auth.login.getHref(),
  register: paths.auth.register.getHref(),
  forgotPassword: paths.auth.forgotPassword.getHref(),
  resetPassword: paths.auth.resetPassword.getHref(),
  roles: paths.auth.roles.getHref(),
} as const;
