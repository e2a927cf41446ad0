// English text of every validation message. Quoted SPEC §5 texts are kept word for word;
// SPEC's unquoted ones ("invalid email, phone, date, number", ...) are written out here.
// The keys are the contract: zod schemas use them as their error messages.
export const validationMessagesEn = {
  // Login (SPEC §5)
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
  // New passwords: registration, change, reset, user create (SPEC §5, §9)
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
  'registration.minimumAge': 'You must be at least {age} years old',
  // Generic (SPEC §5)
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
  'generic.invalidYear': 'Please enter a valid year',
  'generic.unknownField': 'This field is not allowed',
  'generic.duplicateItems': 'Each item may appear only once',
  'generic.controlCharacters': 'This field contains characters that are not allowed.',
  // Customers
  'customer.invalidLicenseNumber': 'Please enter a valid driving license number',
  'customer.invalidIdNumber': 'Please enter a valid ID number',
  // Vehicle business messages (SPEC §5)
  'vehicle.notAvailable': 'Vehicle is not available for rental',
  'vehicle.requiresMaintenance': 'Vehicle requires maintenance before rental',
  'vehicle.insuranceExpired': 'Vehicle insurance has expired',
  'vehicle.documentsMissing': 'Required vehicle documents are missing',
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
  'rental.inspectionRequired': 'Vehicle inspection must be completed',
  'rental.newReturnAfterCurrent': 'New return date must be after the current return date',
  'rental.chargesDescriptionRequired': 'Please describe the additional charges',
  'rental.endMileageBelowStart': 'End mileage cannot be less than start mileage',
  // Maintenance, branches, lookups, tenants, payments, users
  'maintenance.dueBeforeScheduled': 'Due date cannot be before the scheduled date',
  'branch.closeAfterOpen': 'Closing time must be after opening time',
  'branch.invalidLatitude': 'Latitude must be between -90 and 90',
  'branch.invalidLongitude': 'Longitude must be between -180 and 180',
  'branch.invalidCode': 'Code may contain only uppercase letters, digits and hyphens',
  'lookup.invalidCode':
    'Code must be uppercase letters and digits separated by underscores (e.g. CAR_TYPE_SEDAN)',
  'lookup.invalidType': 'Type must be uppercase letters and digits separated by underscores',
  'tenant.invalidSubdomain':
    'Subdomain must be 3 to 63 lowercase letters, digits or hyphens, starting and ending with a letter or digit',
  'tenant.reservedSubdomain': 'This subdomain is reserved',
  'tenant.invalidTimeZone': 'Please select a valid time zone',
  'payment.refundExceedsPaid': 'Refund amount cannot exceed the amount paid',
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
  'branch.duplicateCode': 'A branch with this code already exists',
  'branch.hasVehicles': 'This branch still has vehicles. Move or delete them first.',
  'branch.unknownManager': 'Please select a user of this company as manager',
  'vehicle.unknownBranch': 'Please select a branch of this company',
  'lookup.duplicateCode': 'A lookup with this type and code already exists',
  'file.required': 'Please attach a file',
  'file.invalidType': 'This file type is not allowed. Allowed: {types}',
  'file.tooLarge': 'The file is too large. Maximum {max} MB',
  'file.unreadableImage': 'The image could not be read',
  'file.tooManyPixels': 'The image is too large. Maximum {max} × {max} pixels',
  // Company settings
  'settings.invalidColor': 'Please enter a colour as #RRGGBB, e.g. #FD7E14',
  'settings.percentRange': 'Please enter a percentage from 0 to 100',
  'settings.currencyLocked':
    'The currency can no longer be changed: amounts have already been recorded in it (vehicle rates, payments).',
  // List queries
  'list.sortNotAllowed': 'Sorting by this field is not allowed',
  'list.filterNotAllowed': 'Filtering by this field is not allowed',
  'list.invalidOperator': 'Unknown filter operator',
  'list.invalidSort': 'Sort must look like field:asc or field:desc',
  // Generic answers of the server and the web's HTTP layer (SPEC §8)
  'http.validationFailed': 'Please correct the errors highlighted below.',
  'http.unauthorized': 'Unauthorized access',
  'http.forbidden': 'Access forbidden',
  'http.notFound': 'Resource not found',
  'http.serverError': 'Server error occurred',
  'http.requestTimeout': 'Request timeout',
  'http.unknownError': 'An unknown error occurred',
  'http.networkError': 'Network error occurred',
  'http.requestCancelled': 'Request cancelled',
  'http.sessionExpired': 'Your session has expired. Please login again.',
  'http.invalidSession': 'Invalid session',
} as const satisfies Record<string, string>;
