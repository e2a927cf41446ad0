// What customers ask for and why bookings fall through, as a rental desk writes it down.

export const cancellationReasons = [
  'Customer changed travel plans',
  'Flight cancelled by the airline',
  'Customer found a better rate elsewhere',
  'Booked the wrong dates; rebooked under a new reservation',
  'Trip postponed for family reasons',
  'Company travel cancelled by the employer',
  'Customer could not present a valid licence',
  'Duplicate booking made by the customer',
  'Visa not issued in time',
  'Vehicle category no longer needed',
];

export const specialRequests = [
  'Please have the car ready at arrivals; flight lands in the afternoon.',
  'Child seat installed before pickup, please.',
  'Prefers a white car if possible.',
  'Needs a phone holder and a USB-C cable.',
  'Will arrive late in the evening; please hold the booking.',
  'Non-smoking car, please.',
  'Customer asks for an Arabic-speaking agent at pickup.',
  'Full tank at pickup; will return it full.',
];

export const notes = [
  'Returning customer, usual car type.',
  'Corporate booking approved by the account manager.',
  'Customer called to confirm pickup time.',
  'Payment on pickup by card.',
  'Booked by phone.',
];

export const internalNotes = [
  'Check the licence expiry at pickup.',
  'Vehicle due for a wash before handover.',
  'Offer an upgrade if the category is sold out.',
  'Deposit to be taken on a credit card, not debit.',
];
