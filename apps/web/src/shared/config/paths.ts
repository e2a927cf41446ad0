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
    // a rental company signs itself up; the e-mailed link comes back to signupConfirm
    signup: {
      path: '/signup',
      getHref: (plan?: string) => (plan ? `/signup?plan=${encodeURIComponent(plan)}` : '/signup'),
    },
    signupConfirm: { path: '/signup/confirm', getHref: () => '/signup/confirm' },
    // a data-rights request's e-mailed links: the confirmation, then its status page
    privacyConfirm: { path: '/privacy/confirm', getHref: () => '/privacy/confirm' },
    privacyStatus: {
      path: '/privacy/requests',
      getHref: (token: string) => `/privacy/requests?token=${encodeURIComponent(token)}`,
    },
    // the contact-us and demo-request forms, each also a page of its own
    contact: { path: '/contact', getHref: () => '/contact' },
    demo: { path: '/demo', getHref: () => '/demo' },
    // "Log in": find your company, then its own sign-in page
    signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  },
  tenant: {
    home: { path: '/', getHref: () => '/' },
    vehicles: { path: '/vehicles', getHref: () => '/vehicles' },
    vehicleDetail: {
      path: '/vehicles/:id',
      getHref: (id: string) => `/vehicles/${encodeURIComponent(id)}`,
    },
    branches: { path: '/branches', getHref: () => '/branches' },
    branchDetail: {
      path: '/branch/:id',
      getHref: (id: string) => `/branch/${encodeURIComponent(id)}`,
    },
    catalog: { path: '/catalog', getHref: () => '/catalog' },
    notifications: { path: '/notifications', getHref: () => '/notifications' },
    notificationSettings: {
      path: '/notifications/settings',
      getHref: () => '/notifications/settings',
    },
    rentalBooking: {
      path: '/rental/:id',
      getHref: (id: string) => `/rental/${encodeURIComponent(id)}`,
    },
    rentals: { path: '/rentals', getHref: () => '/rentals' },
    rentalDetail: {
      path: '/rentals/:id',
      getHref: (id: string) => `/rentals/${encodeURIComponent(id)}`,
    },
    reservations: { path: '/reservations', getHref: () => '/reservations' },
    reservationDetail: {
      path: '/reservations/:id',
      getHref: (id: string) => `/reservations/${encodeURIComponent(id)}`,
    },
    profile: { path: '/profile', getHref: () => '/profile' },
    settings: { path: '/settings', getHref: () => '/settings' },
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
    // where a confirmed sign-up lands on the new company's host, signed in by a hand-over code
    welcome: { path: '/auth/welcome', getHref: () => '/auth/welcome' },
    roles: { path: '/roles', getHref: () => '/roles' },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/general/dashboard', getHref: () => '/admin/general/dashboard' },
    rentalsCalendar: {
      path: '/admin/general/rentalsCalendar',
      getHref: () => '/admin/general/rentalsCalendar',
    },
    notifications: {
      path: '/admin/general/notifications',
      getHref: () => '/admin/general/notifications',
    },
    notificationSettings: {
      path: '/admin/general/notifications/settings',
      getHref: () => '/admin/general/notifications/settings',
    },
    profile: { path: '/admin/general/profile', getHref: () => '/admin/general/profile' },
    customers: {
      path: '/admin/management/customers',
      getHref: () => '/admin/management/customers',
    },
    privacyRequests: {
      path: '/admin/management/privacy-requests',
      getHref: () => '/admin/management/privacy-requests',
    },
    customerDetail: {
      path: '/admin/management/customers/view/:id',
      getHref: (id: string) => `/admin/management/customers/view/${encodeURIComponent(id)}`,
    },
    rentals: { path: '/admin/management/rentals', getHref: () => '/admin/management/rentals' },
    rentalDetail: {
      path: '/admin/management/rentals/view/:id',
      getHref: (id: string) => `/admin/management/rentals/view/${encodeURIComponent(id)}`,
    },
    reservations: {
      path: '/admin/management/reservations',
      getHref: () => '/admin/management/reservations',
    },
    reservationDetail: {
      path: '/admin/management/reservations/view/:id',
      getHref: (id: string) => `/admin/management/reservations/view/${encodeURIComponent(id)}`,
    },
    maintenances: {
      path: '/admin/management/maintenances',
      getHref: () => '/admin/management/maintenances',
    },
    maintenanceDetail: {
      path: '/admin/management/maintenances/view/:id',
      getHref: (id: string) => `/admin/management/maintenances/view/${encodeURIComponent(id)}`,
    },
    payments: { path: '/admin/finance/payments', getHref: () => '/admin/finance/payments' },
    paymentDetail: {
      path: '/admin/finance/payments/view/:id',
      getHref: (id: string) => `/admin/finance/payments/view/${encodeURIComponent(id)}`,
    },
    settings: { path: '/admin/support/settings', getHref: () => '/admin/support/settings' },
    offers: { path: '/admin/support/offers', getHref: () => '/admin/support/offers' },
    testimonials: {
      path: '/admin/support/testimonials',
      getHref: () => '/admin/support/testimonials',
    },
    superAdmin: { path: '/admin/support/superAdmin', getHref: () => '/admin/support/superAdmin' },
    tenants: { path: '/admin/support/tenants', getHref: () => '/admin/support/tenants' },
    tenantDetail: {
      path: '/admin/support/tenants/view/:id',
      getHref: (id: string) => `/admin/support/tenants/view/${encodeURIComponent(id)}`,
    },
    users: { path: '/admin/management/users', getHref: () => '/admin/management/users' },
    userDetail: {
      path: '/admin/management/users/view/:id',
      getHref: (id: string) => `/admin/management/users/view/${encodeURIComponent(id)}`,
    },
    vehicles: { path: '/admin/management/vehicles', getHref: () => '/admin/management/vehicles' },
    vehicleDetail: {
      path: '/admin/management/vehicles/view/:id',
      getHref: (id: string) => `/admin/management/vehicles/view/${encodeURIComponent(id)}`,
    },
    branches: { path: '/admin/management/branches', getHref: () => '/admin/management/branches' },
    branchDetail: {
      path: '/admin/management/branches/view/:id',
      getHref: (id: string) => `/admin/management/branches/view/${encodeURIComponent(id)}`,
    },
    lookups: { path: '/admin/support/lookups', getHref: () => '/admin/support/lookups' },
    lookupDetail: {
      path: '/admin/support/lookups/view/:id',
      getHref: (id: string) => `/admin/support/lookups/view/${encodeURIComponent(id)}`,
    },
    vehicleTypes: {
      path: '/admin/management/vehicle-types',
      getHref: () => '/admin/management/vehicle-types',
    },
    fuelTypes: {
      path: '/admin/management/fuel-types',
      getHref: () => '/admin/management/fuel-types',
    },
    transmissionTypes: {
      path: '/admin/management/transmission-types',
      getHref: () => '/admin/management/transmission-types',
    },
    locations: {
      path: '/admin/management/locations',
      getHref: () => '/admin/management/locations',
    },
    insuranceOptions: {
      path: '/admin/management/insurance-options',
      getHref: () => '/admin/management/insurance-options',
    },
    paymentMethods: {
      path: '/admin/finance/payment-methods',
      getHref: () => '/admin/finance/payment-methods',
    },
    extras: { path: '/admin/finance/extras', getHref: () => '/admin/finance/extras' },
  },
  notFound: { path: '*' },
} as const;
