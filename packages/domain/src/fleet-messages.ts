// The messages of the fleet's bulk actions and fuel log, part of the validation messages.
export const fleetMessagesEn = {
  'vehicle.bulkEmpty': 'Select at least one vehicle',
  'vehicle.bulkTooMany': 'Select at most {max} vehicles at a time',
  'vehicle.bulkRefused':
    '{count} of the selected vehicles cannot take this change, so no vehicle was changed',
  'vehicle.bulkUnknown': 'This vehicle does not exist in this company',
  'vehicle.bulkRented':
    'This vehicle is out on a rental; it comes back when the rental is returned',
  'fuelLog.odometerBelowPrevious':
    'The odometer reading ({odometer} km) is below the previous fill-up ({previous} km)',
  'fuelLog.notFound': 'Fuel log entry not found',
} as const satisfies Record<string, string>;

export const fleetMessagesAr = {
  'vehicle.bulkEmpty': 'اختر مركبة واحدة على الأقل',
  'vehicle.bulkTooMany': 'يمكنك اختيار {max} مركبة على الأكثر في المرة الواحدة',
  'vehicle.bulkRefused':
    'لا يمكن تطبيق هذا التغيير على {count} من المركبات المحددة، لذا لم تتغير أي مركبة',
  'vehicle.bulkUnknown': 'هذه المركبة غير موجودة في هذه الشركة',
  'vehicle.bulkRented': 'هذه المركبة مؤجرة حاليًا، وتعود عند استلامها في نهاية التأجير',
  'fuelLog.odometerBelowPrevious':
    'قراءة العدّاد ({odometer} كم) أقل من قراءة التعبئة السابقة ({previous} كم)',
  'fuelLog.notFound': 'لم يُعثر على سجل التعبئة',
} as const satisfies Record<keyof typeof fleetMessagesEn, string>;
