// English text of every validation message. Texts users already know are kept word for word;
// the generic ones ("invalid email, phone, date, number", ...) are written out here.
// The keys are the contract: zod schemas use them as their error messages.
import { errorMessagesEn } from './error-messages.ts';
import { fleetMessagesEn } from './fleet-messages.ts';
import { httpMessagesEn } from './http-messages.ts';
import { privacyMessagesEn } from './privacy-messages.ts';

export const validationMessagesEn = {
  // Login
  'login.emailRequired': 'Email address is required',
  'login.emailInvalid': 'Please enter a valid email address',
  'login.emailTooShort': 'Email address is too short',
  'login.passwordRequired': 'Password is required',
  'login.passwordTooShort': 'Password must be at least 6 characters long',
  'login.passwordIncorrect': 'Password is incorrect',
  'login.tooManyRequests':
    'Too many requests from this address. Please try again in {minutes} min.',
  // Public forms: contact, demo request, newsletter
  'form.tooManySubmissions':
    'Too many forms have been sent from this address. Please try again in {minutes} min.',
  // New passwords: registration, change, reset, user create
  'password.tooShort': 'Password must be at least 8 characters long',
  'password.uppercaseRequired': 'Password must contain at least one uppercase letter',
  'password.lowercaseRequired': 'Password must contain at least one lowercase letter',
  'password.numberRequired': 'Password must contain at least one number',
  'password.specialRequired': 'Password must contain at least one special character',
  'password.mismatch': 'Passwords do not match',
  'password.sameAsCurrent': 'New password must be different from the current password',
  // Terms and consent
  'terms.mustAgree': 'You must agree to the terms',
  'terms.mustAgreeBeforeUse': 'You must agree to the terms before using our services',
  'consent.essentialRequired': 'Essential cookies cannot be disabled',
  'terms.outdatedVersion': 'These terms have changed. Please read and accept version {version}.',
  'terms.textMismatch':
    'The text you accepted is not the published text of these terms. Reload the page and try again.',
  'consent.outdatedPolicy':
    'Your choice refers to an older privacy policy. Reload the page and choose again.',
  'consent.notDuringVisit':
    'A support visit cannot give consent or accept terms for the person it acts as.',
  'registration.minimumAge': 'You must be at least {age} years old',
  // Generic
  'generic.required': 'This field is required',
  'generic.invalidEmail': 'Please enter a valid email address',
  'generic.invalidPhone': 'Please enter a valid phone number',
  'generic.invalidDate': 'Please enter a valid date',
  'generic.invalidNumber': 'Please enter a valid number',
  'generic.invalidTime': 'Please enter a valid time (HH:mm)',
  'generic.invalidUrl': 'Please enter a valid URL',
  'generic.invalidOption': 'Please select a valid option',
  'generic.invalidFormat': 'Invalid format',
  'generic.minLength': 'Minimum {min} characters',
  'generic.maxLength': 'Maximum {max} characters',
  'generic.minCharsRequired': 'Minimum {count} characters required',
  'generic.dateFuture': 'Date must be in the future',
  'generic.datePast': 'Date must be in the past',
  'generic.numbersOnly': 'Only numbers are allowed',
  'generic.alphanumericOnly': 'Only letters and numbers are allowed',
  'generic.nonNegative': 'Value must be non-negative',
  'generic.positive': 'Value must be greater than zero',
  'generic.integer': 'Value must be a whole number',
  'generic.minValue': 'Value must be at least {value}',
  'generic.maxValue': 'Value must be at most {value}',
  'generic.maxAmount': 'Must be at most {max}',
  'generic.invalidYear': 'Please enter a valid year',
  'generic.unknownField': 'This field is not allowed',
  'generic.duplicateItems': 'Each item may appear only once',
  'generic.controlCharacters': 'This field contains characters that are not allowed.',
  // Customers
  'customer.invalidLicenseNumber': 'Please enter a valid driving license number',
  'customer.invalidIdNumber': 'Please enter a valid ID number',
  'customer.duplicateEmail': 'A customer with this email already exists',
  'customer.duplicateIdNumber': 'A customer with this ID number already exists',
  'customer.inactive': 'This customer is inactive and cannot make new reservations',
  'customer.suspended': 'This customer is suspended and cannot make new reservations',
  'customer.blacklisted': 'This customer is blacklisted and cannot make new reservations',
  'customer.licenseMissing': 'A driving license and its expiry date are required to book',
  'customer.licenseExpiresBeforeReturn': 'The driving license expires before the return date',
  'customer.dateOfBirthMissing': 'A date of birth is required to book',
  'customer.dateOfBirthLocked':
    'Your date of birth is already on file. Please ask the rental company to correct it',
  'customer.illegalTransition': 'The customer cannot change from {from} to {to}',
  'customer.hasHistory': 'This customer has rentals or payments and cannot be deleted',
  'customer.underMinimumAge': 'The driver must be at least {age} years old',
  'customer.importFailed': 'Some customers failed validation during import',
  // Vehicle business messages
  'vehicle.notAvailable': 'Vehicle is not available for rental',
  'vehicle.requiresMaintenance': 'Vehicle requires maintenance before rental',
  'vehicle.alreadyRented': 'Vehicle is already rented',
  'vehicle.invalidMileage': 'Invalid mileage',
  'vehicle.maintenanceDatePast': 'Maintenance date cannot be in the past',
  'vehicle.invalidFuelLevel': 'Fuel level must be between 0 and 100',
  'vehicle.duplicateVin': 'A vehicle with this VIN already exists',
  'vehicle.invalidLicensePlate': 'Invalid license plate format',
  'vehicle.invalidVin': 'VIN must be 17 letters and digits (no I, O or Q)',
  // Reservations and rentals
  'reservation.returnAfterPickup': 'Return date must be after pickup date',
  'reservation.customerCannotReserve': 'This customer cannot make new reservations',
  'reservation.vehicleUnavailableForDates': 'The vehicle is not available for the selected dates',
  'reservation.pickupInPast': 'Pickup date cannot be in the past',
  'reservation.branchClosedOnDay': '{branch} is closed on {day}',
  'reservation.outsideBranchHours': '{branch} is open from {open} to {close} on {day}',
  'reservation.branchInactive': 'This branch is not accepting reservations',
  'reservation.unknownBranch': 'Please select a branch of this company',
  'reservation.unknownCustomer': 'Please select a customer of this company',
  'reservation.unknownVehicle': 'Please select a vehicle of this company',
  'reservation.vehicleNotBookable': 'This vehicle cannot be booked in its current status',
  'reservation.unknownAddOn': '{code} is not an add-on offered by this company',
  'reservation.customerNotVerified': 'The customer must be verified before booking',
  'reservation.illegalTransition': 'A reservation that is {status} cannot be {action}',
  'reservation.notEditable': 'A reservation that is {status} can no longer be changed',
  'reservation.deleteOnlyPending':
    'Only a pending reservation can be deleted; cancel this one instead',
  'reservation.notConfirmedBeforePickup': 'Not confirmed before pickup',
  'rental.inspectionRequired': 'Vehicle inspection must be completed',
  'rental.newReturnAfterCurrent': 'New return date must be after the current return date',
  'rental.chargesDescriptionRequired': 'Please describe the additional charges',
  'rental.endMileageBelowStart': 'End mileage cannot be less than start mileage',
  'rental.startMileageBelowOdometer':
    "Mileage cannot be below the car's odometer reading of {mileage} km",
  // Maintenance, branches, lookups, tenants, payments, users
  'rental.signatureRequired': 'The customer must sign before the car is handed over',
  'rental.signatureInvalid': 'The signature could not be read. Please sign again.',
  'rental.illegalTransition': 'A rental that is {status} cannot be {action}',
  'rental.overdueUnsettled': 'This rental is overdue: settle the overdue time before extending it',
  'rental.notOverdue': 'This rental is not overdue',
  'rental.reservationNotConfirmed': 'Only a confirmed reservation can become a rental',
  'rental.reservationAlreadyRented': 'This reservation already has a rental',
  'rental.unknownReservation': 'Please select a reservation of this company',
  'rental.customerNotVerified': 'The customer must be verified before the car is handed over',
  'rental.sameVehicle': 'Please choose another vehicle than the current one',
  'rental.unknownPhoto': 'This photo was not uploaded for this rental',
  'rental.returnBeforePickup': 'The return time cannot be before the pickup time',
  'rental.pickupInFuture': 'The pickup time cannot be in the future',
  'rental.earlyCheckoutUnconfirmed':
    'The pickup is booked for {hours} h from now: confirm the early checkout to hand the car over',
  'checkout.notAwaitingCheckout':
    'Only a confirmed reservation or a rental awaiting pickup can be checked out',
  'checkout.licenceMissing': "The customer's driving licence and its expiry date are not on file",
  'checkout.licenceExpired':
    "The customer's driving licence expires on {date}, before the return date",
  'checkout.dateOfBirthMissing': "The customer's date of birth is not on file",
  'vehicle.registrationMissing': 'The vehicle has no registration document on file',
  'vehicle.insuranceMissing': 'The vehicle has no insurance document on file',
  'vehicle.registrationExpired': "The vehicle's registration expired on {date}",
  'vehicle.insuranceExpiredOn': "The vehicle's insurance expired on {date}",
  'vehicle.insuranceEndsBeforeReturn':
    "The vehicle's insurance ends on {date}, before the return date",
  'rental.deleteOnlyCancelled': 'Only a cancelled rental can be deleted',
  'rentalCharge.excessKm': '{km} km over the {allowance} km allowance',
  'rentalCharge.fuel': 'Refuelling: {percent}% of the tank missing',
  'rentalCharge.lateReturn': 'Late return: {hours} h after the return time',
  'rentalCharge.overdue': 'Overdue time settled: {hours} h',
  'rentalCharge.damage': 'New damage: {damage} at {location}',
  'calendar.endAfterStart': 'The end of the period must be after its start',
  'calendar.rangeTooLong': 'Please choose a period of at most 62 days',
  'maintenance.dueBeforeScheduled': 'Due date cannot be before the scheduled date',
  'maintenance.scheduleTarget': 'Choose either a vehicle or a vehicle category',
  'maintenance.scheduleInterval': 'Give a distance interval, a time interval, or both',
  'maintenance.illegalTransition': 'A work order that is {status} cannot be {action}',
  'maintenance.vehicleHeld': 'The vehicle is booked during this period ({reference})',
  'maintenance.vehicleRented': 'The vehicle is with a customer; work can start after its return',
  'maintenance.mileageBelowOdometer':
    "Mileage cannot be below the vehicle's odometer ({mileage} km)",
  'maintenance.deleteNotAllowed':
    'Only a pending, scheduled or cancelled work order can be deleted',
  'maintenance.notEditable': 'A work order that is {status} can no longer be changed',
  'maintenance.unknownVehicle': 'Please select a vehicle of this company',
  'maintenance.unknownNote': 'This note does not belong to this work order',
  'maintenance.attachmentLimit': 'A work order holds at most {limit} attachments',
  'branch.closeAfterOpen': 'Closing time must be after opening time',
  'branch.invalidLatitude': 'Latitude must be between -90 and 90',
  'branch.invalidLongitude': 'Longitude must be between -180 and 180',
  'branch.invalidCode': 'Code may contain only uppercase letters, digits and hyphens',
  'lookup.invalidCode':
    'Code must be uppercase letters and digits separated by underscores (e.g. CAR_TYPE_SEDAN)',
  'lookup.invalidType': 'Type must be uppercase letters and digits separated by underscores',
  'tenant.invalidSubdomain':
    'Subdomain must be 3 to 63 lowercase letters, digits or hyphens, starting and ending with a letter or digit',
  'tenant.illegalTransition': 'The company’s status does not allow this change',
  'tenant.endTrialByJob': 'A trial ends on its end date by itself; activate or suspend instead',
  'sampleData.companyHasData':
    'Sample data is only added to a company without vehicles, customers or bookings of its own',
  'sampleData.alreadyLoaded': 'This company already has its sample data',
  'sampleData.notLoaded': 'This company has no sample data to remove',
  'sampleData.inUseVehicles':
    'Sample data cannot be removed: your own records use sample vehicles. Change or remove those records first',
  'sampleData.inUseCustomers':
    'Sample data cannot be removed: your own records use sample customers. Change or remove those records first',
  'sampleData.inUseBookings':
    'Sample data cannot be removed: your own records use sample bookings, rentals or payments. Change or remove those records first',
  'sampleData.inUseRecords':
    'Sample data cannot be removed: your own records are linked to it. Change or remove those records first',
  'platform.overviewRangeIncomplete': 'Choose both the first and the last day of the period',
  'platform.overviewRangeReversed': 'The last day must not come before the first',
  'dashboard.rangeIncomplete': 'Choose both the first and the last day of the period',
  'dashboard.rangeReversed': 'The first day must not come after the last',
  'dashboard.rangeTooLong': 'A period can span at most {days} days',
  'contactRequest.illegalTransition': 'The request cannot go back or stay in the status it has',
  'tenant.reservedSubdomain': 'This subdomain is reserved',
  'tenant.invalidTimeZone': 'Please select a valid time zone',
  'payment.refundExceedsPaid': 'Refund amount cannot exceed the amount paid',
  'payment.refundExceedsRemaining':
    'Refund amount cannot exceed what is left to refund on this payment ({refundable})',
  'payment.refundOnlyCompleted': 'Only a completed payment can be refunded',
  'payment.currencyMismatch': "Payments are taken in the company's currency ({currency})",
  'payment.processOnlyPending': 'Only a pending or failed payment can be processed',
  'payment.deleteOnlyPending': 'Only a pending payment can be deleted',
  'payment.cardRequired': 'Enter the card details to process a card payment',
  'payment.cardNotTaken': 'Card details are taken only for card payments',
  'payment.cardNumberInvalid': 'Please enter a valid card number',
  'payment.cardCvcInvalid': 'Enter the 3 or 4 digits on the back of the card',
  'payment.cardExpired': 'This card has expired',
  'payment.unknownParty': 'This customer, reservation or rental does not exist',
  'payment.reservationNotCustomers': "This reservation is not the payment's customer's",
  'payment.rentalNotCustomers': "This rental is not the payment's customer's",
  'payment.rentalNotOfReservation': 'This rental is not the rental of the chosen reservation',
  'payment.gatewayRefundFailed': 'The card processor refused the refund; nothing was refunded',
  'reservation.afterPickup':
    'A reservation can be changed or cancelled only before its pickup time',
  'reservation.pickupTooFarAhead': 'Pickups can be booked at most {days} days ahead',
  'reservation.tooLong': 'A booking can last at most {days} days',
  'reservation.tooManyUnpaid':
    'You already hold {count} unpaid bookings: pay or cancel one before booking another',
  'reservation.notPaidInTime': 'Not paid in time',
  'reservation.tooManyBookings': 'Too many bookings in a short time. Please try again later.',
  'reservation.takenOverByRental':
    'This booking is now rental {rental}: it is changed or cancelled through the rental',
  'reservation.feeWindowChange':
    'Inside the cancellation-fee window a booking can be extended but not moved later or shortened; cancelling now costs {fee}',
  'reservation.customerDatesOnly':
    'You can change only the pickup and return dates of your reservation',
  'payment.customerReservationOnly': 'You can pay only towards one of your reservations',
  'payment.customerCardOnly': 'Online payments are taken by card only',
  'payment.customerFieldsNotAllowed': 'Fees, notes and references are recorded by staff only',
  'payment.onlinePaymentOff':
    'This company takes payment at pickup; online payment is not available',
  'payment.reservationNotPayable': 'Only a pending or confirmed reservation can be paid',
  'payment.exceedsRemaining': 'The amount is more than what is left to pay ({remaining})',
  'payment.depositExists':
    'This rental already has its security deposit ({paymentNumber}): take or refund that payment',
  'reservation.discountAbovePrice': 'The discount cannot be more than the rental price',
  'reservation.discountAboveShare':
    'A discount above {percent}% of the rental price needs the discount permission',
  'payment.receiptNotTaken': 'A receipt is issued only once the payment is completed',
  'idempotency.inProgress':
    'A request with this Idempotency-Key is still being processed. Try again shortly.',
  'idempotency.keyReused': 'This Idempotency-Key was already used for a different request',
  'user.rolesRequired': 'Please select at least one role',
  'role.permissionNotHeld':
    'You may not put permissions you do not hold into a role: {permissions}',
  'role.administratorOnly':
    'Only an administrator may grant every permission (*) or change the administrator and system roles',
  'oidc.issuerUnreachable':
    'No OpenID Connect provider answered at this issuer URL. Check the address.',
  'oidc.issuerNotPublic':
    'The issuer must be a public internet address: local and private networks are refused.',
  'oidc.clientSecretForNewClient':
    'The issuer or client ID changed: enter the client secret for it. The old secret is not reused.',
  // Fleet: conflicts, uploads, import
  'vehicle.duplicatePlate': 'A vehicle with this license plate already exists',
  'vehicle.illegalTransition': 'The vehicle cannot change from {from} to {to}',
  'vehicle.otherBranch': 'You can change only the vehicles of your branch',
  'vehicle.importFailed': 'Some vehicles failed validation during import',
  'branch.otherBranch': 'You can work only on the records of your branch',
  'branch.duplicateCode': 'A branch with this code already exists',
  'branch.hasVehicles': 'This branch still has vehicles. Move or delete them first.',
  'branch.hasReservations': 'This branch has reservations and cannot be deleted',
  'branch.unknownManager': 'Please select a user of this company as manager',
  'vehicle.unknownBranch': 'Please select a branch of this company',
  'lookup.duplicateCode': 'A lookup with this type and code already exists',
  'file.required': 'Please attach a file',
  'file.invalidType': 'This file type is not allowed. Allowed: {types}',
  'file.tooLarge': 'The file is too large. Maximum {max} MB',
  'file.unreadableImage': 'The image could not be read',
  'file.tooManyPixels': 'The image is too large. Maximum {max} × {max} pixels',
  // Customer documents
  'customerDocument.reasonRequired': 'Please give the reason for rejecting this document',
  'customerDocument.tooMany':
    'A customer may have at most {max} documents. Delete one before uploading another.',
  'customerDocument.alreadyReviewed': 'This document has already been reviewed',
  // Reservation documents
  'reservationDocument.tooMany':
    'A reservation may have at most {max} documents. Delete one before uploading another.',
  // Rental documents
  'rentalDocument.tooMany':
    'A rental may have at most {max} documents. Delete one before uploading another.',
  // Company settings
  'settings.invalidColor': 'Please enter a colour as #RRGGBB, e.g. #FD7E14',
  'settings.percentRange': 'Please enter a percentage from 0 to 100',
  'settings.currencyLocked':
    'The currency can no longer be changed: amounts have already been recorded in it (vehicle rates, payments).',
  // Offers and reviews
  'offer.percentTooHigh': 'A percentage discount may be at most 100 %',
  'offer.invalidPromoCode': 'A promo code has 3 to 30 letters, digits or hyphens',
  'offer.untilBeforeFrom': 'The end date must be on or after the start date',
  'offer.duplicatePromoCode': 'Another offer already uses this promo code',
  'offer.promoCodeNotApplicable': 'This promo code is not valid for this booking',
  'offer.promoUsedByCustomer': 'You have already used this promo code',
  'offer.promoFirstBookingOnly': "This promo code is for a customer's first booking only",
  'offer.promoUsedUp': 'This promo code has been used up',
  'review.alreadyReviewed': 'You have already reviewed this rental',
  'review.rentalNotCompleted': 'Only a completed rental can be reviewed',
  // List queries
  'list.sortNotAllowed': 'Sorting by this field is not allowed',
  'list.filterNotAllowed': 'Filtering by this field is not allowed',
  'list.invalidOperator': 'Unknown filter operator',
  'list.invalidSort': 'Sort must look like field:asc or field:desc',
  // Generic answers of the server and the web's HTTP layer
  ...httpMessagesEn,
  ...privacyMessagesEn,
  ...fleetMessagesEn,
  ...errorMessagesEn,
  // Notifications and their real-time channel
  'notification.authFailed': 'Authentication failed',
  'notification.roomNotAllowed': 'You cannot join this room',
  'notification.unknownError': 'Unknown notification error',
  'notification.recipientUnknown': 'There is no active user with this id',
} as const satisfies Record<string, string>;
