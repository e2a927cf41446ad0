// Every route path of the web app, with a getHref() builder, in one place (bulletproof-react).
// Marketing routes exist only on non-tenant hosts; tenant routes only on tenant hosts.

export const sectionIds = {
  solutions: 'solutions',
  features: 'features',
  pricing: 'pricing',
  about: 'about',
  contact: 'contact',
  signIn: 'sign-in',
} as const;

export const paths = {
  marketing: {
    landing: { path: '/', getHref: () => '/' },
    pricing: { path: '/pricing', getHref: () => '/pricing' },
    features: { path: '/features', getHref: () => '/features' },
    about: { path: '/about', getHref: () => '/about' },
    solutions: { path: '/solutions', getHref: () => '/solutions' },
    privacy: { path: '/privacy', getHref: () => '/privacy' },
    terms: { path: '/terms', getHref: () => '/terms' },
    security: { path: '/security', getHref: () => '/security' },
    contact: { getHref: () => `/about#${sectionIds.contact}` },
    signIn: { getHref: () => `/about#${sectionIds.signIn}` },
  },
  tenant: {
    home: { path: '/', getHref: () => '/' },
  },
  auth: {
    adminRoot: { path: '/admin/auth', getHref: () => '/admin/auth' },
    adminLogin: { path: '/admin/auth/login', getHref: () => '/admin/auth/login' },
    root: { path: '/auth', getHref: () => '/auth' },
    login: { path: '/auth/login', getHref: () => '/auth/login' },
    register: { path: '/auth/register', getHref: () => '/auth/register' },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
    resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
    verifyEmail: { path: '/auth/verify-email', getHref: () => '/auth/verify-email' },
    roles: { path: '/roles', getHref: () => '/roles' },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/general/dashboard', getHref: () => '/admin/general/dashboard' },
    users: { path: '/admin/management/users', getHref: () => '/admin/management/users' },
    userDetail: {
      path: '/admin/management/users/view/:id',
      getHref: (id: string) => `/admin/management/users/view/${encodeURIComponent(id)}`,
    },
  },
  notFound: { path: '*' },
} as const;
