// What the rental desk writes at handover and return, and the odd charge it adds by hand.

export const checkoutNotes = [
  'Walked the customer around the car; existing marks pointed out.',
  'Customer asked for a quick run-through of the infotainment system.',
  'Handed over with a full tank and a clean interior.',
  'Customer will return the car at the airport desk.',
];

export const checkinNotes = [
  'Returned clean, no issues reported by the customer.',
  'Customer mentioned a warning light; none showing at return.',
  'Returned by a colleague of the customer.',
  'Interior needed extra vacuuming.',
];

export const ratingComments = [
  'Careful driver, car returned spotless.',
  'Returned on time and in good order.',
  'Some sand in the interior, otherwise fine.',
  'Car returned dirty; cleaning charged.',
  'Polite and punctual at both ends.',
];

/** Minor units (both demo currencies have two decimals). */
export const manualCharges = [
  { description: 'Interior cleaning', amount: 7_500 },
  { description: 'Toll road charges', amount: 2_350 },
  { description: 'Traffic fine processing', amount: 15_000 },
  { description: 'Lost parking ticket', amount: 5_000 },
];
