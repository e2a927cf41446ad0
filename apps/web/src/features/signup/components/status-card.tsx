import type { ReactNode } from 'react';
import { Alert, Card, Container, Loader, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

type StatusCardProps = {
  icon: ReactNode;
  title: string;
  /** why the step failed, in the visitor's language; null while it runs */
  failure: string | null;
  /** the way on after a failure */
  action: ReactNode;
};

// A step that runs by itself once the page opens (the e-mailed link, the hand-over): a spinner
// while it works, or why it failed and the way on.
export function StatusCard({ icon, title, failure, action }: StatusCardProps) {
  return (
    <Container size={520} py={{ base: 48, sm: 80 }} w="100%">
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="lg" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color={failure ? 'red' : undefined}>
            {failure ? <IconAlertCircle size={28} aria-hidden /> : icon}
          </ThemeIcon>
          <Title order={1} fz="h2">
            {title}
          </Title>
          {failure ? (
            <>
              <Alert color="red" role="alert" w="100%">
                {failure}
              </Alert>
              {action}
            </>
          ) : (
            <Loader role="status" aria-label={title} />
          )}
        </Stack>
      </Card>
    </Container>
  );
}
