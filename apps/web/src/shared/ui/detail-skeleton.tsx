import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

// The placeholder of a details page while its record loads.
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }} role="status" aria-busy>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={28} width="40%" />
      <Skeleton height={16} width="25%" />
      <Skeleton height={160} radius="md" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}
