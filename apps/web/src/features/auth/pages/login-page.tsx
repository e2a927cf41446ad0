import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUser, IconWand } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { use, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifyRequestError } from '../../../shared/ui/notify.ts';
import { StaticCopyContext } from '../../../shared/ui/static-copy-context.ts';
import { FeatureList } from '../components/feature-list.tsx';
import { SocialSignIn } from '../components/social-sign-in.tsx';
import { loadLoginValidation } from '../lib/load-login-validation.ts';
import { useLogin } from '../lib/use-login.ts';
import { authPaths } from '../lib/auth-paths.ts';
import { pageCompany } from '../../../shared/config/page-company.ts';

export type LoginVariant = 'admin' | 'customer';

// The demo companies' accounts (seeded with SEED_DEMO, one public password).
export const demoPassword = 'Demo@12345';
export function demoEmail(variant: LoginVariant, subdomain: string): string {
  return `${variant === 'admin' ? 'admin' : 'customer'}@${subdomain}.test`;
}

// One sign-in form for both areas: back office at /admin/auth/login, customers at
// /auth/login. Either accepts any valid account and sends it to its role's layout.
// `demoCompany`: the subdomain of a company marked as a demo, whose demo accounts are offered;
// no other company's page offers them.
export function LoginPage({
  variant,
  demoCompany,
}: {
  variant: LoginVariant;
  demoCompany?: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const staticCopy = use(StaticCopyContext);
  const { language } = useLanguage();
  const { submit, pending } = useLogin();
  const subdomain = pageCompany();
  const [params] = useSearchParams();
  const providerFailed = params.has('signInError');
  // An account the provider may not enter gets its own explanation; other failures one message.
  const linkRefused = params.get('signInError') === 'OIDC_LINK_REFUSED';
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', rememberMe: false },
  });

  const preloadValidation = () => void loadLoginValidation().catch(() => undefined);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let validation;
    try {
      validation = (await loadLoginValidation()).validateLogin(form.getValues(), language);
    } catch {
      notifyRequestError(
        new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Could not load the form' }),
      );
      return;
    }
    if (validation.ok) {
      form.clearErrors();
      void submit(validation.input);
      return;
    }
    form.setErrors(validation.errors);
    const first = (['email', 'password'] as const).find((f) => validation.errors[f]);
    if (first) form.getInputNode(first)?.focus();
  };

  // The static copy is drawn before the company is known: it holds the button hidden, and its
  // script shows it once GET /tenants/current says the company is a demo (shell-script.js).
  const demoInStaticCopy = staticCopy && !!subdomain;

  const fillDemo = () => {
    if (!demoCompany) return;
    form.setValues({ email: demoEmail(variant, demoCompany), password: demoPassword });
    form.clearErrors();
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 48 }}>
        <Card withBorder padding="lg" radius="lg" shadow="sm">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {t(`login.${variant}.title`)}
              </Title>
              <Text c="dimmed">{t(`login.${variant}.subtitle`)}</Text>
            </Stack>

            {providerFailed ? (
              <Alert color="red" role="alert">
                {t(linkRefused ? 'oidc.linkRefused' : 'oidc.providerError')}
              </Alert>
            ) : null}

            <form
              onSubmit={(event) => void handleSubmit(event)}
              onFocus={preloadValidation}
              noValidate
            >
              <Stack gap="md">
                <TextInput
                  label={t('fields.email')}
                  type="email"
                  autoComplete="email"
                  dir="ltr"
                  required
                  {...form.getInputProps('email')}
                />
                <PasswordInput
                  label={t('fields.password')}
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
                <Group justify="space-between" gap="xs">
                  <Checkbox
                    label={t('login.rememberMe')}
                    {...form.getInputProps('rememberMe', { type: 'checkbox' })}
                  />
                  <Anchor component={Link} to={authPaths.forgotPassword} fz="sm">
                    {t('login.forgotPassword')}
                  </Anchor>
                </Group>
                <Button type="submit" fullWidth loading={pending}>
                  {t('login.submit')}
                </Button>
                {demoCompany || demoInStaticCopy ? (
                  <Button
                    variant="light"
                    fullWidth
                    leftSection={<IconWand size={18} aria-hidden />}
                    onClick={fillDemo}
                    {...(demoInStaticCopy
                      ? { 'data-demo-account': true, style: { display: 'none' } }
                      : {})}
                  >
                    {t('login.tryDemo')}
                  </Button>
                ) : null}
                {variant === 'admin' && subdomain ? (
                  <Button
                    component={Link}
                    to={authPaths.customerLogin}
                    variant="default"
                    fullWidth
                    leftSection={<IconUser size={18} aria-hidden />}
                  >
                    {t('login.asCustomer')}
                  </Button>
                ) : null}
              </Stack>
            </form>

            <SocialSignIn enabled={!!subdomain} />

            {variant === 'customer' ? (
              <Text ta="center" fz="sm">
                {t('login.noAccount')}{' '}
                <Anchor component={Link} to={authPaths.register} fw={600}>
                  {t('login.signUp')}
                </Anchor>
              </Text>
            ) : null}
          </Stack>
        </Card>
        <Stack justify="center" p={{ base: 0, md: 'lg' }}>
          <FeatureList variant={variant} />
        </Stack>
      </SimpleGrid>
    </Container>
  );
}

export type LoginPageProps = { demoCompany?: string | undefined };

export function AdminLoginPage({ demoCompany }: LoginPageProps) {
  return <LoginPage variant="admin" demoCompany={demoCompany} />;
}

export function CustomerLoginPage({ demoCompany }: LoginPageProps) {
  return <LoginPage variant="customer" demoCompany={demoCompany} />;
}
