// The lookup lists of the standard types, in English and Arabic; the extras (EXTRA) are seeded
// with the reservations that book them (reservation-add-ons.ts).
type SeedLookup = { code: string; name: string; nameAr: string; value?: string };

export const seedLookups: Record<string, SeedLookup[]> = {
  VEHICLE_TYPE: [
    { code: 'CAR_TYPE_SEDAN', name: 'Sedan', nameAr: 'سيدان' },
    { code: 'CAR_TYPE_HATCHBACK', name: 'Hatchback', nameAr: 'هاتشباك' },
    { code: 'CAR_TYPE_SUV', name: 'SUV', nameAr: 'مركبة رياضية متعددة الاستخدامات' },
    { code: 'CAR_TYPE_COUPE', name: 'Coupe', nameAr: 'كوبيه' },
    { code: 'CAR_TYPE_CONVERTIBLE', name: 'Convertible', nameAr: 'مكشوفة' },
    { code: 'CAR_TYPE_VAN', name: 'Van', nameAr: 'فان' },
    { code: 'CAR_TYPE_PICKUP', name: 'Pickup', nameAr: 'بيك أب' },
  ],
  FUEL_TYPE: [
    { code: 'FUEL_TYPE_GASOLINE', name: 'Gasoline', nameAr: 'بنزين', value: 'gasoline' },
    { code: 'FUEL_TYPE_DIESEL', name: 'Diesel', nameAr: 'ديزل', value: 'diesel' },
    { code: 'FUEL_TYPE_HYBRID', name: 'Hybrid', nameAr: 'هجين', value: 'hybrid' },
    { code: 'FUEL_TYPE_ELECTRIC', name: 'Electric', nameAr: 'كهربائي', value: 'electric' },
  ],
  TRANSMISSION_TYPE: [
    { code: 'TRANSMISSION_AUTOMATIC', name: 'Automatic', nameAr: 'أوتوماتيك', value: 'automatic' },
    { code: 'TRANSMISSION_MANUAL', name: 'Manual', nameAr: 'يدوي', value: 'manual' },
    { code: 'TRANSMISSION_CVT', name: 'CVT', nameAr: 'ناقل حركة متغير باستمرار', value: 'cvt' },
  ],
  INSURANCE_OPTION: [
    { code: 'INSURANCE_BASIC', name: 'Basic cover', nameAr: 'تغطية أساسية', value: '0' },
    { code: 'INSURANCE_FULL', name: 'Comprehensive cover', nameAr: 'تأمين شامل', value: '4500' },
    {
      code: 'INSURANCE_ZERO_EXCESS',
      name: 'Zero excess',
      nameAr: 'إعفاء كامل من التحمل',
      value: '7500',
    },
    {
      code: 'INSURANCE_PERSONAL_ACCIDENT',
      name: 'Personal accident',
      nameAr: 'تأمين الحوادث الشخصية',
      value: '2500',
    },
  ],
  PAYMENT_METHOD: [
    { code: 'PAYMENT_CASH', name: 'Cash', nameAr: 'نقدًا' },
    { code: 'PAYMENT_CARD', name: 'Credit card', nameAr: 'بطاقة ائتمان' },
    { code: 'PAYMENT_MADA', name: 'mada', nameAr: 'مدى' },
    { code: 'PAYMENT_APPLE_PAY', name: 'Apple Pay', nameAr: 'Apple Pay' },
    { code: 'PAYMENT_STC_PAY', name: 'STC Pay', nameAr: 'STC Pay' },
    { code: 'PAYMENT_BANK_TRANSFER', name: 'Bank transfer', nameAr: 'تحويل بنكي' },
  ],
  LOCATION: [
    {
      code: 'LOCATION_RUH_AIRPORT',
      name: 'King Khalid International Airport',
      nameAr: 'مطار الملك خالد الدولي',
    },
    {
      code: 'LOCATION_JED_AIRPORT',
      name: 'King Abdulaziz International Airport',
      nameAr: 'مطار الملك عبدالعزيز الدولي',
    },
    {
      code: 'LOCATION_DMM_AIRPORT',
      name: 'King Fahd International Airport',
      nameAr: 'مطار الملك فهد الدولي',
    },
    {
      code: 'LOCATION_DXB_AIRPORT',
      name: 'Dubai International Airport',
      nameAr: 'مطار دبي الدولي',
    },
    {
      code: 'LOCATION_AUH_AIRPORT',
      name: 'Zayed International Airport',
      nameAr: 'مطار زايد الدولي',
    },
    { code: 'LOCATION_RIYADH_OLAYA', name: 'Olaya, Riyadh', nameAr: 'العليا، الرياض' },
  ],
};
