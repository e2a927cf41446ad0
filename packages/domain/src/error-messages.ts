// The API's own error messages, under `error.*`: each raised by its key, in the caller's
// language. Entities not found, sign-in and account refusals, role and user rules, the
// company resolved from the request, and requests the server cannot read.
import type { Language } from './locale-lists.ts';

const english = {
  // Entities not found
  userNotFound: 'User not found',
  documentNotFound: 'Document not found',
  tenantNotFound: 'Tenant not found',
  rentalNotFound: 'Rental not found',
  reservationNotFound: 'Reservation not found',
  fileNotFound: 'File not found',
  paymentNotFound: 'Payment not found',
  customerNotFound: 'Customer not found',
  workOrderNotFound: 'Work order not found',
  vehicleNotFound: 'Vehicle not found',
  roleNotFound: 'Role not found',
  notificationNotFound: 'Notification not found',
  branchNotFound: 'Branch not found',
  sessionNotFound: 'Session not found',
  lookupNotFound: 'Lookup not found',
  logoNotFound: 'Logo not found',
  attachmentNotFound: 'Attachment not found',
  thumbnailNotFound: 'Thumbnail not found',
  serviceScheduleNotFound: 'Service schedule not found',
  reviewNotFound: 'Review not found',
  permissionResourceNotFound: 'Permission resource not found',
  offerNotFound: 'Offer not found',
  noteNotFound: 'Note not found',
  maintenanceRecordNotFound: 'Maintenance record not found',
  calendarFeedNotFound: 'Calendar feed not found',
  signInProviderNotFound: 'Sign-in provider not found',
  unknownCompany: 'Unknown company.',
  // Permission
  noPermission: "You don't have permission to perform this action.",
  noAppAccess: "You don't have permission to access this application",
  authenticationRequired: 'Authentication required',
  tooManyLoginAttempts: 'Too many login attempts. Please wait before trying again.',
  // Sign-in and accounts
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotVerified: 'Please confirm your e-mail address first: use the link we sent you.',
  accountSuspended: 'Your account is suspended or inactive. Please contact support.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  accountExists:
    'An account with this email already exists. Please use a different email or login.',
  accountExistsField: 'An account with this email already exists.',
  fileLinkInvalid: 'This file link is invalid or has expired.',
  signatureInvalid: 'The signature does not hold.',
  // External sign-in
  providerNoEmail: 'The sign-in provider did not share an e-mail address.',
  providerEmailNotVerified: 'The provider has not verified this e-mail.',
  oidcLinkRefused:
    'This e-mail belongs to an account that cannot be entered through this provider. ' +
    'Sign in with your e-mail and password.',
  signInExpired: 'The sign-in attempt expired. Please try again.',
  providerRefused: 'The sign-in provider refused the sign-in.',
  providerUnreachable: 'The sign-in provider is not reachable.',
  // Roles and users
  roleReserved: 'The role name {name} is reserved.',
  roleExists: 'A role named {name} already exists.',
  adminRoleFixed: 'The permissions of the admin role cannot be changed.',
  systemRoleFixed: 'System roles cannot be deleted.',
  roleInUse: 'Failed to delete role. Check whether the role is assigned to users.',
  lastAdminRole: 'The last administrator cannot lose the admin role.',
  mayNotAssignRole: 'You may not assign or remove the role {roles}.',
  mayNotGrantPermission: 'You may not grant or revoke a permission you do not hold: {permissions}.',
  lastAdministrator: 'The last administrator cannot be removed.',
  mayNotManageUser: 'You may not manage this user.',
  ownStatus: 'You cannot change your own status.',
  userStatusMove: 'A user cannot go from {from} to {to}.',
  mayNotAssignRoles: 'You may not assign the role(s): {roles}.',
  mayNotGrantPermissions: 'You may not grant permission(s) you do not hold: {permissions}.',
  userEmailExists: 'A user with this email already exists.',
  ownAccountDelete: 'You cannot delete your own account.',
  subdomainTaken: 'This subdomain is already taken.',
  // The company a request is for
  tokenOfAnotherCompany: 'This token belongs to another company.',
  tokenNeedsCompany: 'This token belongs to a company: send its x-tenant-id.',
  tenantRequired:
    'This request needs a tenant: send the x-tenant-id header or use the company address.',
  tenantHeaderMismatch: 'The x-tenant-id header names another company than the address.',
  tenantHeaderTwice: 'Send the x-tenant-id header once.',
  tenantHeaderInvalid: 'x-tenant-id must be a tenant id or subdomain.',
  companySuspended: 'This company account is suspended.',
  companyInactive: 'This company account is inactive.',
  // Requests the server cannot read
  bodyNotJson: 'The request body is not valid JSON.',
  bodyEmptyJson: 'The request body is empty but its content type says JSON.',
  bodyTooLarge: 'The request body is too large.',
  contentTypeUnsupported: 'This content type is not supported; send application/json.',
  addressTooLong: 'The request address is too long.',
  addressInvalid: 'The request address is not valid.',
  headersTooLarge: 'The request headers are too large.',
  requestUnreadable: 'The request could not be read.',
} as const satisfies Record<string, string>;

export type ErrorMessageName = keyof typeof english;

const arabic: Readonly<Record<ErrorMessageName, string>> = {
  userNotFound: 'لم يُعثر على المستخدم',
  documentNotFound: 'لم يُعثر على المستند',
  tenantNotFound: 'لم يُعثر على الشركة',
  rentalNotFound: 'لم يُعثر على عقد الإيجار',
  reservationNotFound: 'لم يُعثر على الحجز',
  fileNotFound: 'لم يُعثر على الملف',
  paymentNotFound: 'لم يُعثر على الدفعة',
  customerNotFound: 'لم يُعثر على العميل',
  workOrderNotFound: 'لم يُعثر على أمر العمل',
  vehicleNotFound: 'لم يُعثر على المركبة',
  roleNotFound: 'لم يُعثر على الدور',
  notificationNotFound: 'لم يُعثر على الإشعار',
  branchNotFound: 'لم يُعثر على الفرع',
  sessionNotFound: 'لم يُعثر على الجلسة',
  lookupNotFound: 'لم يُعثر على عنصر القائمة',
  logoNotFound: 'لم يُعثر على الشعار',
  attachmentNotFound: 'لم يُعثر على المرفق',
  thumbnailNotFound: 'لم يُعثر على الصورة المصغّرة',
  serviceScheduleNotFound: 'لم يُعثر على جدول الخدمة',
  reviewNotFound: 'لم يُعثر على التقييم',
  permissionResourceNotFound: 'لم يُعثر على مورد الصلاحيات',
  offerNotFound: 'لم يُعثر على العرض',
  noteNotFound: 'لم يُعثر على الملاحظة',
  maintenanceRecordNotFound: 'لم يُعثر على سجل الصيانة',
  calendarFeedNotFound: 'لم يُعثر على رابط التقويم',
  signInProviderNotFound: 'لم يُعثر على مزوّد تسجيل الدخول',
  unknownCompany: 'شركة غير معروفة.',
  noPermission: 'ليست لديك صلاحية لتنفيذ هذا الإجراء.',
  noAppAccess: 'ليست لديك صلاحية للوصول إلى هذا التطبيق',
  authenticationRequired: 'يلزم تسجيل الدخول',
  tooManyLoginAttempts: 'محاولات تسجيل دخول كثيرة جداً. يرجى الانتظار قبل المحاولة مرة أخرى.',
  invalidCredentials:
    'البريد الإلكتروني أو كلمة المرور غير صحيحة. يرجى التحقق من بياناتك والمحاولة مرة أخرى.',
  emailNotVerified: 'يرجى تأكيد بريدك الإلكتروني أولاً: استخدم الرابط الذي أرسلناه إليك.',
  accountSuspended: 'حسابك موقوف أو غير نشط. يرجى التواصل مع الدعم.',
  resetLinkInvalid: 'رابط إعادة التعيين غير صالح أو انتهت صلاحيته.',
  verificationLinkInvalid: 'رابط التحقق غير صالح أو انتهت صلاحيته.',
  accountExists: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. يرجى استخدام بريد آخر أو تسجيل الدخول.',
  accountExistsField: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
  fileLinkInvalid: 'رابط الملف غير صالح أو انتهت صلاحيته.',
  signatureInvalid: 'التوقيع غير صحيح.',
  providerNoEmail: 'لم يشارك مزوّد تسجيل الدخول عنوان بريد إلكتروني.',
  providerEmailNotVerified: 'لم يتحقق المزوّد من هذا البريد الإلكتروني.',
  oidcLinkRefused:
    'هذا البريد الإلكتروني لحساب لا يمكن الدخول إليه عبر هذا المزوّد. ' +
    'سجّل الدخول ببريدك الإلكتروني وكلمة المرور.',
  signInExpired: 'انتهت مهلة محاولة تسجيل الدخول. يرجى المحاولة مرة أخرى.',
  providerRefused: 'رفض مزوّد تسجيل الدخول عملية الدخول.',
  providerUnreachable: 'تعذّر الوصول إلى مزوّد تسجيل الدخول.',
  roleReserved: 'اسم الدور {name} محجوز.',
  roleExists: 'يوجد دور باسم {name} بالفعل.',
  adminRoleFixed: 'لا يمكن تغيير صلاحيات دور المسؤول.',
  systemRoleFixed: 'لا يمكن حذف أدوار النظام.',
  roleInUse: 'تعذّر حذف الدور. تحقق مما إذا كان الدور مسنداً إلى مستخدمين.',
  lastAdminRole: 'لا يمكن سحب دور المسؤول من آخر مسؤول.',
  mayNotAssignRole: 'لا يمكنك إسناد الدور {roles} أو إزالته.',
  mayNotGrantPermission: 'لا يمكنك منح صلاحية لا تملكها أو سحبها: {permissions}.',
  lastAdministrator: 'لا يمكن إزالة آخر مسؤول.',
  mayNotManageUser: 'لا يمكنك إدارة هذا المستخدم.',
  ownStatus: 'لا يمكنك تغيير حالتك بنفسك.',
  userStatusMove: 'لا يمكن نقل المستخدم من {from} إلى {to}.',
  mayNotAssignRoles: 'لا يمكنك إسناد الأدوار: {roles}.',
  mayNotGrantPermissions: 'لا يمكنك منح صلاحيات لا تملكها: {permissions}.',
  userEmailExists: 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل.',
  ownAccountDelete: 'لا يمكنك حذف حسابك.',
  subdomainTaken: 'هذا النطاق الفرعي مستخدم بالفعل.',
  tokenOfAnotherCompany: 'هذا الرمز يخص شركة أخرى.',
  tokenNeedsCompany: 'هذا الرمز يخص شركة: أرسل معرّفها في x-tenant-id.',
  tenantRequired: 'يحتاج هذا الطلب إلى شركة: أرسل ترويسة x-tenant-id أو استخدم عنوان الشركة.',
  tenantHeaderMismatch: 'ترويسة x-tenant-id تسمّي شركة غير شركة العنوان.',
  tenantHeaderTwice: 'أرسل ترويسة x-tenant-id مرة واحدة فقط.',
  tenantHeaderInvalid: 'يجب أن تكون x-tenant-id معرّف شركة أو نطاقها الفرعي.',
  companySuspended: 'حساب هذه الشركة موقوف.',
  companyInactive: 'حساب هذه الشركة غير نشط.',
  bodyNotJson: 'نص الطلب ليس JSON صالحاً.',
  bodyEmptyJson: 'نص الطلب فارغ بينما يذكر نوع محتواه أنه JSON.',
  bodyTooLarge: 'نص الطلب كبير جداً.',
  contentTypeUnsupported: 'نوع المحتوى هذا غير مدعوم؛ أرسل application/json.',
  addressTooLong: 'عنوان الطلب طويل جداً.',
  addressInvalid: 'عنوان الطلب غير صالح.',
  headersTooLarge: 'ترويسات الطلب كبيرة جداً.',
  requestUnreadable: 'تعذّرت قراءة الطلب.',
};

const keyed = <T extends Record<string, string>>(table: T) =>
  Object.fromEntries(Object.entries(table).map(([name, text]) => [`error.${name}`, text])) as {
    readonly [K in keyof T as `error.${K & string}`]: T[K];
  };

export const errorMessagesEn = keyed(english);
export const errorMessagesAr: Readonly<Record<`error.${ErrorMessageName}`, string>> = keyed(arabic);

/** The message of `error.{name}` in `language`, for answers given before a request is read. */
export function formatErrorMessage(name: ErrorMessageName, language: Language = 'en'): string {
  return (language === 'ar' ? arabic : english)[name];
}
