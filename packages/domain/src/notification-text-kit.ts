// The pieces the notification texts share: a fact with its neutral wording when missing.
export const givenOr = (name: string, fallback: string) =>
  `{{#${name}}}{{${name}}}{{/${name}}}{{^${name}}}${fallback}{{/${name}}}`;
export const customerEn = givenOr('customer', 'a customer');
export const customerAr = givenOr('customer', 'غير محدد');
export const theCustomerEn = givenOr('customer', 'the customer');
export const theCustomerAr = givenOr('customer', 'العميل');
export const vehicleOr = (neutral: string) => givenOr('vehicle', neutral);
