import { Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSubdomainCheck } from '../../../api/signup/signup.ts';
import { companyHost } from '../lib/company-host.ts';
import classes from './subdomain-field.module.css';

/** Long enough that typing a name asks once, short enough to answer before the next field. */
export const subdomainCheckDelayMs = 400;

type SubdomainFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** the form's own error (the schema's, or the server's after sending) */
  error?: string | null | undefined;
};

// The company's address, checked as typed: the server says whether it is free, or why not
// (invalid, reserved, taken) in the visitor's language, and the full address is shown.
export function SubdomainField({ value, onChange, onBlur, error }: SubdomainFieldProps) {
  const { t } = useTranslation('signup');
  const name = value.trim().toLowerCase();
  const [settled] = useDebouncedValue(name, subdomainCheckDelayMs);
  const check = useSubdomainCheck(settled === '' ? null : settled);
  const current = settled === name && check.data?.name === name ? check.data : undefined;
  const checking = name !== '' && !current && !check.isError;
  const address = companyHost(name || t('subdomain.example'), window.location.host);

  const refusal = current && !current.available ? current.message : null;
  const failed = name !== '' && settled === name && check.isError ? t('subdomain.failed') : null;

  return (
    <TextInput
      name="subdomain"
      label={t('fields.subdomain')}
      required
      dir="ltr"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={63}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      rightSection={checking ? <Loader size="xs" aria-label={t('subdomain.checking')} /> : null}
      error={error ?? refusal ?? failed}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <span aria-live="polite">
          <bdi dir="ltr" className="ltr-isolate">
            {address}
          </bdi>
          {current?.available && !error ? (
            <Text span fz="inherit" className={classes.available}>
              <IconCircleCheck size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
              {t('subdomain.available')}
            </Text>
          ) : null}
        </span>
      }
    />
  );
}
