import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTermsStatus } from '../../../api/consent/consent.ts';
import { isVisitToken } from '../../../shared/auth/jwt.ts';
import { useSession } from '../../../shared/auth/use-current-user.ts';
import { loadNamespaces } from '../../../shared/i18n/i18n.ts';

// The review (the terms' text, the fingerprint, the acceptance) loads only for someone who must
// accept: everyone else never downloads it.
const TermsReview = lazy(async () => {
  const [{ TermsReview: Review }] = await Promise.all([
    import('./terms-review.tsx'),
    loadNamespaces('consent', 'legal'),
  ]);
  return { default: Review };
});

const waiting = (
  <Center py="xl">
    <Loader size="sm" />
  </Center>
);

// Signed-in areas: someone who never accepted the terms, or accepted an older major version,
// reads and accepts the current ones before going on. A support visit is not asked (it cannot
// accept for the person), and a failed check lets the page through: the gate asks, it does not
// guard data.
export function SignedInTermsGate({ children }: { children: ReactNode }) {
  const { accessToken } = useSession();
  const asked = accessToken !== null && !isVisitToken(accessToken);
  const status = useTermsStatus(asked);
  // Accepting here shows the thanks until the reader goes on.
  const [thanked, setThanked] = useState<boolean | null>(null);
  if (!asked || status.isError) return children;
  if (status.data?.currentAccepted && thanked !== true) return children;
  if (!status.data) return waiting;
  return (
    <Suspense fallback={waiting}>
      <TermsReview
        renewal={status.data.acceptance !== null}
        accepted={thanked === true}
        onAccepted={() => setThanked(true)}
        onContinue={() => setThanked(false)}
      />
    </Suspense>
  );
}
