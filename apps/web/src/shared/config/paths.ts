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
  notFound: { path: '*' },
} as const;
