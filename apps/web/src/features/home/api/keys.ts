// The home's own reads: its offers, testimonials and the customer's recent bookings. Its cars
// and branches are the catalogue's (api/catalogue), so the catalogue opened from here has them.
export const homeKeys = {
  all: ['home'] as const,
  offers: () => [...homeKeys.all, 'offers'] as const,
  testimonials: () => [...homeKeys.all, 'testimonials'] as const,
  activity: (userId: string) => [...homeKeys.all, 'activity', userId] as const,
};
