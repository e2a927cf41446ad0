// The messages of data-rights requests, under `privacy.*`, part of the validation messages.
export const privacyMessagesEn = {
  'privacy.linkInvalid': 'This link is not valid. Please send your request again.',
  'privacy.linkExpired':
    'This link has expired: links are valid for 24 hours. Please send your request again.',
  'privacy.customersOnly': 'Only a signed-in customer can send a data request from here',
  'privacy.requestNotFound': 'Data request not found',
  'privacy.alreadyExtended': 'The deadline of this request has already been extended once',
  'privacy.alreadyAnswered': 'This request has already been answered',
  'privacy.onlyCorrections': 'Only a correction request is answered by hand',
  'privacy.downloadUnavailable':
    'There is no download for this request, or it is no longer available',
} as const satisfies Record<string, string>;

export const privacyMessagesAr = {
  'privacy.linkInvalid': 'هذا الرابط غير صالح. يرجى إرسال طلبك مرة أخرى.',
  'privacy.linkExpired':
    'انتهت صلاحية هذا الرابط: الروابط صالحة لمدة 24 ساعة. يرجى إرسال طلبك مرة أخرى.',
  'privacy.customersOnly': 'لا يرسل طلب البيانات من هنا إلا عميل مسجّل الدخول',
  'privacy.requestNotFound': 'لم يُعثر على طلب البيانات',
  'privacy.alreadyExtended': 'مُدّدت مهلة هذا الطلب مرة واحدة من قبل',
  'privacy.alreadyAnswered': 'تمت الإجابة عن هذا الطلب من قبل',
  'privacy.onlyCorrections': 'لا يُجاب يدويًا إلا عن طلبات التصحيح',
  'privacy.downloadUnavailable': 'لا يوجد تنزيل لهذا الطلب، أو لم يعد متاحًا',
} as const satisfies Record<keyof typeof privacyMessagesEn, string>;
