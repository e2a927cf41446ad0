// Ready for checkout? The reasons checkout-rules.ts finds now, in the reader's language, for a
// confirmed reservation before its rental exists and for a rental awaiting pickup.
import {
  type CheckoutProblem,
  type CheckoutReadinessView,
} from '@motorpool/domain/schemas/checkout-readiness';
import type { Language } from '@motorpool/domain/locale-lists';
import { formatMessage } from '@motorpool/domain/validation-messages';
import type { Database, Tx } from '../../db/engine.ts';
import { inBranchScope } from '../../lib/branch-scope.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { blocks, checkoutProblems, type CheckoutSubject } from './checkout-rules.ts';
import type { RentalParties } from './ports.ts';
import { findReachable } from './views.ts';

export function readinessView(problems: CheckoutProblem[], language: Language) {
  return {
    ready: !problems.some(blocks),
    reasons: problems.map((problem) => ({
      key: problem.key,
      message: formatMessage(problem.message, language, problem.params),
      blocking: blocks(problem),
      details: problem.details ?? {},
    })),
  } satisfies CheckoutReadinessView;
}

export function createReadinessService(
  database: Database,
  { parties, now = () => new Date() }: { parties: RentalParties; now?: () => Date },
) {
  async function judge(c: TenantCaller, subjectOf: (tx: Tx) => Promise<CheckoutSubject>) {
    const settings = await parties.settingsOf(c.tenantId);
    const problems = await database.withTenant(c.tenantId, async (tx) => {
      const subject = await subjectOf(tx);
      const at = { pickedUpAt: now(), now: now() };
      return (await checkoutProblems(tx, parties, settings, subject, at)).problems;
    });
    return readinessView(problems, c.language);
  }

  return {
    /** A reservation is checked out through the rental that takes it over: confirmed only. */
    ofReservation: (c: TenantCaller, id: string) =>
      judge(c, async (tx) => {
        const row = await parties.reservations.find(tx, id);
        // another branch's reservation is as unknown to staff kept to a branch
        if (!row || !inBranchScope(c, row.pickupBranchId, row.returnBranchId)) {
          throw apiError('NOT_FOUND', 'error.reservationNotFound');
        }
        return { ...row, awaitingCheckout: row.status === 'confirmed' };
      }),

    ofRental: (c: TenantCaller, id: string) =>
      judge(c, async (tx) => {
        const row = await findReachable(tx, c, parties.customers, id);
        return { ...row, awaitingCheckout: row.status === 'pending' };
      }),
  };
}

export type ReadinessService = ReturnType<typeof createReadinessService>;
