import { type ListResponse, listResponse } from '@motorpool/domain/list-query';
import {
  authorNameOf,
  type ReviewCreateInput,
  type ReviewStatus,
  type ReviewView,
  reviewSortFields,
  type TestimonialView,
} from '@motorpool/domain/schemas/review';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditedChange, auditScope, recordAudit } from '../audit/ports.ts';
import type { ReviewParties } from './ports.ts';
import {
  findReview,
  insertReview,
  listReviews,
  publishedReviews,
  type ReviewCardRow,
  reviewFilterSpecs,
  reviewOfRental,
  setReviewStatus,
} from './repository.ts';

const homeTestimonials = 12;

function toView(row: ReviewCardRow): ReviewView {
  return {
    id: row.id,
    rentalId: row.rentalId,
    customerId: row.customerId,
    customerName: row.customerCard?.name ?? null,
    authorName: row.authorName,
    vehicle: row.vehicleCard
      ? { id: row.vehicleCard.id, make: row.vehicleCard.make, model: row.vehicleCard.model }
      : null,
    rating: row.rating,
    comment: row.comment,
    status: row.status,
    moderatedBy: row.moderatedBy,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toTestimonial(row: ReviewCardRow): TestimonialView {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    authorName: row.authorName,
    vehicle: row.vehicleCard ? { make: row.vehicleCard.make, model: row.vehicleCard.model } : null,
    date: row.createdAt.toISOString(),
  };
}

const audited = ({ customerCard: _c, vehicleCard: _v, tenantId: _t, ...row }: ReviewCardRow) => row;

// Testimonials: customers review their own completed rentals once; staff publish or
// hide them; the customer home shows the published ones.
export function createReviewService(database: Database, parties: ReviewParties) {
  const inTenant = <T>(c: Pick<TenantCaller, 'tenantId'>, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, fn);

  async function mustFind(tx: Tx, id: string) {
    const row = await findReview(tx, id, parties);
    if (!row) throw apiError('NOT_FOUND', 'error.reviewNotFound');
    return row;
  }

  const alreadyReviewed = () => apiError('CONFLICT', 'review.alreadyReviewed');

  function moderate(c: TenantCaller, id: string, status: ReviewStatus, action: string) {
    return inTenant(c, (tx) =>
      auditedChange(tx, auditScope(c), {
        action,
        entityType: 'review',
        entityId: id,
        find: () => mustFind(tx, id),
        change: async () => {
          await setReviewStatus(tx, id, { status, moderatedBy: c.userId, moderatedAt: new Date() });
          return mustFind(tx, id);
        },
        audit: (before, after) => ({
          before: { status: before.status },
          after: { status: after.status },
        }),
        view: toView,
      }),
    );
  }

  return {
    async list(
      c: Pick<TenantCaller, 'tenantId' | 'language'>,
      raw: Readonly<Record<string, unknown>>,
    ): Promise<ListResponse<ReviewView>> {
      const q = parseFilteredList(raw, {
        sortable: reviewSortFields,
        defaultSort: { field: 'createdAt', direction: 'desc' },
        fields: reviewFilterSpecs,
        language: c.language,
      });
      return inTenant(c, async (tx) => {
        const { rows, total } = await listReviews(tx, q, parties);
        return listResponse(rows.map(toView), total, q);
      });
    },

    // Only the rental's own customer, once, after the rental is over; anyone else's rental is
    // 404 like one that does not exist.
    async create(c: TenantCaller, rentalId: string, input: ReviewCreateInput): Promise<ReviewView> {
      try {
        return await inTenant(c, async (tx) => {
          const own = await parties.customers.ofUser(tx, c.userId);
          const rental = await parties.rentals.find(tx, rentalId);
          if (!own || !rental || rental.customerId !== own.id)
            throw apiError('NOT_FOUND', 'error.rentalNotFound');
          if (rental.status !== 'completed') {
            throw apiError('CONFLICT', 'review.rentalNotCompleted');
          }
          if (await reviewOfRental(tx, rentalId)) throw alreadyReviewed();
          const customer = await parties.customers.find(tx, own.id);
          const row = await insertReview(tx, {
            tenantId: c.tenantId,
            rentalId,
            customerId: own.id,
            vehicleId: rental.vehicleId,
            authorName: customer ? authorNameOf(customer.firstName, customer.lastName) : '',
            rating: input.rating,
            comment: input.comment || null,
          });
          const view = await mustFind(tx, row.id);
          await recordAudit(tx, auditScope(c), {
            action: 'create',
            entityType: 'review',
            entityId: row.id,
            after: audited(view),
          });
          return toView(view);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyReviewed();
        throw error;
      }
    },

    publish: (c: TenantCaller, id: string) => moderate(c, id, 'published', 'publish'),
    hide: (c: TenantCaller, id: string) => moderate(c, id, 'hidden', 'hide'),

    /** The newest published reviews, as the customer home shows them. */
    async testimonials(c: Pick<TenantCaller, 'tenantId'>): Promise<TestimonialView[]> {
      return inTenant(c, async (tx) =>
        (await publishedReviews(tx, homeTestimonials, parties)).map(toTestimonial),
      );
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
