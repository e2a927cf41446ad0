// How long a refused sign-in must wait, as people say it: seconds under a minute, whole
// minutes (rounded up, so the wait is never shorter than said) from one minute on. Intl gives
// each language its own plural forms ("1 minute", "دقيقتان").
export function loginWaitText(seconds: number, locale: string): string {
  const minutes = seconds >= 60;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(minutes ? Math.ceil(seconds / 60) : Math.max(seconds, 1));
}
