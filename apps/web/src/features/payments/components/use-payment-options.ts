import { useMemo } from 'react';
import { payablePaymentTypes } from '@motorpool/domain/schemas/payment';
import { paymentMethods, paymentStatuses, paymentTypes } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';

// The payment value lists as labelled choices, for the grid's filters and the form.
export function usePaymentOptions() {
  const { t } = useTranslation('payments');
  return useMemo(
    () => ({
      statuses: paymentStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
      types: paymentTypes.map((value) => ({ value, label: t(`type.${value}`) })),
      payableTypes: payablePaymentTypes.map((value) => ({ value, label: t(`type.${value}`) })),
      methods: paymentMethods.map((value) => ({ value, label: t(`method.${value}`) })),
    }),
    [t],
  );
}
