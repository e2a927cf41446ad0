import { type ListResponse, listResponse } from '@motorpool/domain/list-query';
import {
  type OfferCreateInput,
  type OfferUpdateInput,
  type OfferView,
  type PublicOfferView,
  offerSortFields,
} from '@motorpool/domain/schemas/offer';
import type { VehicleCategory } from '@motorpool/domain/value-lists';
import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditedChange, auditScope, recordAudit } from '../audit/ports.ts';
import type { FileService } from '../files/ports.ts';
import {
  currentOffers,
  deleteOffer,
  findOffer,
  insertOffer,
  type OfferInsert,
  type OfferRow,
  offerFilterSpecs,
  listOffers,
  promoCodeTaken,
  updateOffer,
} from './repository.ts';

import { localDay } from './readers.ts';

export { localDay } from './readers.ts';

export const offerImageMaxBytes = 5 * 1024 * 1024;
const homeOffers = 20;

export type OfferDeps = {
  files: Pick<FileService, 'readUpload' | 'thumbnail' | 'store' | 'discardAll' | 'url'>;
  /** the company's time zone: an offer's days are the company's */
  timeZoneOf(tenantId: string): Promise<string>;
  now?: () => Date;
};

const stored = ({ tenantId: _t, ...row }: OfferRow) => row;

function columnsOf(input: OfferUpdateInput): Partial<OfferInsert> {
  const changes: Partial<OfferInsert> = {};
  for (const key of ['titleEn', 'titleAr', 'validFrom', 'validUntil'] as const) {
    if (input[key] !== undefined) changes[key] = input[key];
  }
  if (input.bodyEn !== undefined) changes.bodyEn = input.bodyEn || null;
  if (input.bodyAr !== undefined) changes.bodyAr = input.bodyAr || null;
  if (input.discount !== undefined) {
    changes.discountKind = input.discount.kind;
    changes.discountValue = input.discount.value;
  }
  if (input.categories !== undefined) changes.categories = input.categories;
  if (input.promoCode !== undefined) changes.promoCode = input.promoCode;
  if (input.active !== undefined) changes.active = input.active;
  if (input.featuredOrder !== undefined) changes.featuredOrder = input.featuredOrder;
  if (input.oncePerCustomer !== undefined) changes.oncePerCustomer = input.oncePerCustomer;
  if (input.firstBookingOnly !== undefined) changes.firstBookingOnly = input.firstBookingOnly;
  if (input.maxRedemptions !== undefined) changes.maxRedemptions = input.maxRedemptions;
  return changes;
}

// Offers: the company's promotions, managed by staff, shown on the customer home and
// applied by a booking's promo code.
export function createOfferService(database: Database, deps: OfferDeps) {
  const { files, timeZoneOf, now = () => new Date() } = deps;
  const inTenant = <T>(c: Pick<TenantCaller, 'tenantId'>, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, fn);

  function toView(row: OfferRow): OfferView {
    const image = row.imageFileId
      ? {
          fileId: row.imageFileId,
          url: files.url(row.tenantId, row.imageFileId, 'original'),
          thumbnailUrl: files.url(row.tenantId, row.imageFileId, 'thumbnail'),
        }
      : null;
    return {
      id: row.id,
      titleEn: row.titleEn,
      titleAr: row.titleAr,
      bodyEn: row.bodyEn,
      bodyAr: row.bodyAr,
      discount: { kind: row.discountKind, value: row.discountValue },
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      categories: row.categories as VehicleCategory[],
      promoCode: row.promoCode,
      active: row.active,
      featuredOrder: row.featuredOrder,
      oncePerCustomer: row.oncePerCustomer,
      firstBookingOnly: row.firstBookingOnly,
      maxRedemptions: row.maxRedemptions,
      redemptions: row.redemptions,
      image,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function mustFind(tx: Tx, id: string, lock = false) {
    const row = await findOffer(tx, id, lock);
    if (!row) throw apiError('NOT_FOUND', 'error.offerNotFound');
    return row;
  }

  const duplicateCode = () =>
    fieldError('body.promoCode', 'offer.duplicatePromoCode', { code: 'CONFLICT' });

  async function checkCode(tx: Tx, c: TenantCaller, code: string | null | undefined, id?: string) {
    if (code && (await promoCodeTaken(tx, code, id))) throw duplicateCode();
  }

  // Two requests taking the same code at once: the unique index decides.
  async function guarded<T>(c: TenantCaller, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateCode();
      throw error;
    }
  }

  // The new file is stored in the transaction that links it, so a failed change leaves none.
  async function setImage(
    c: TenantCaller,
    id: string,
    store: ((tx: Tx) => Promise<string>) | null,
    action: string,
  ) {
    return inTenant(c, (tx) =>
      auditedChange(tx, auditScope(c), {
        action,
        entityType: 'offer',
        entityId: id,
        find: () => mustFind(tx, id, true),
        change: async (before) => {
          const imageFileId = store ? await store(tx) : null;
          const row = await updateOffer(tx, id, { imageFileId });
          if (before.imageFileId) await files.discardAll(tx, [before.imageFileId]);
          return row;
        },
        audit: (before, row) => ({
          before: { imageFileId: before.imageFileId },
          after: { imageFileId: row.imageFileId },
        }),
        view: toView,
      }),
    );
  }

  return {
    async list(
      c: Pick<TenantCaller, 'tenantId' | 'language'>,
      raw: Readonly<Record<string, unknown>>,
    ): Promise<ListResponse<OfferView>> {
      const q = parseFilteredList(raw, {
        sortable: offerSortFields,
        defaultSort: { field: 'createdAt', direction: 'desc' },
        fields: offerFilterSpecs,
        language: c.language,
      });
      return inTenant(c, async (tx) => {
        const { rows, total } = await listOffers(tx, q);
        return listResponse(rows.map(toView), total, q);
      });
    },

    async get(c: Pick<TenantCaller, 'tenantId'>, id: string): Promise<OfferView> {
      return inTenant(c, async (tx) => toView(await mustFind(tx, id)));
    },

    async create(c: TenantCaller, input: OfferCreateInput): Promise<OfferView> {
      return guarded(c, () =>
        inTenant(c, async (tx) => {
          await checkCode(tx, c, input.promoCode);
          const row = await insertOffer(tx, {
            tenantId: c.tenantId,
            titleEn: input.titleEn,
            titleAr: input.titleAr,
            bodyEn: input.bodyEn || null,
            bodyAr: input.bodyAr || null,
            discountKind: input.discount.kind,
            discountValue: input.discount.value,
            validFrom: input.validFrom,
            validUntil: input.validUntil,
            categories: input.categories ?? [],
            promoCode: input.promoCode ?? null,
            active: input.active ?? true,
            featuredOrder: input.featuredOrder ?? 0,
            oncePerCustomer: input.oncePerCustomer ?? false,
            firstBookingOnly: input.firstBookingOnly ?? false,
            maxRedemptions: input.maxRedemptions ?? null,
            createdBy: c.userId,
          });
          await recordAudit(tx, auditScope(c), {
            action: 'create',
            entityType: 'offer',
            entityId: row.id,
            after: stored(row),
          });
          return toView(row);
        }),
      );
    },

    async update(c: TenantCaller, id: string, input: OfferUpdateInput): Promise<OfferView> {
      return guarded(c, () =>
        inTenant(c, (tx) =>
          auditedChange(tx, auditScope(c), {
            action: 'update',
            entityType: 'offer',
            entityId: id,
            find: () => mustFind(tx, id, true),
            check: async (before) => {
              const from = input.validFrom ?? before.validFrom;
              const until = input.validUntil ?? before.validUntil;
              if (until < from) {
                throw fieldError(
                  input.validUntil ? 'body.validUntil' : 'body.validFrom',
                  'offer.untilBeforeFrom',
                );
              }
              await checkCode(tx, c, input.promoCode, id);
            },
            change: () => updateOffer(tx, id, columnsOf(input)),
            audit: (before, row) => ({ before: stored(before), after: stored(row) }),
            view: toView,
          }),
        ),
      );
    },

    // Reservations keep the offer's id and code as history: the offer may go.
    async remove(c: TenantCaller, id: string): Promise<void> {
      await inTenant(c, (tx) =>
        auditedChange(tx, auditScope(c), {
          action: 'delete',
          entityType: 'offer',
          entityId: id,
          find: () => mustFind(tx, id, true),
          change: async (before) => {
            await deleteOffer(tx, id);
            if (before.imageFileId) await files.discardAll(tx, [before.imageFileId]);
          },
          audit: (before) => ({ before: stored(before) }),
        }),
      );
    },

    // The offer is checked before the bytes are read: PGlite runs one transaction at a time,
    // so the upload is read outside one.
    async uploadImage(c: TenantCaller, id: string, request: FastifyRequest): Promise<OfferView> {
      await inTenant(c, (tx) => mustFind(tx, id));
      const upload = await files.readUpload(request, {
        allowed: ['jpeg', 'png', 'webp'],
        maxBytes: offerImageMaxBytes,
        language: c.language,
      });
      const thumbnail = await files.thumbnail(upload.content);
      return setImage(
        c,
        id,
        (tx) =>
          files.store(tx, {
            tenantId: c.tenantId,
            fileName: upload.fileName,
            contentType: upload.contentType,
            content: upload.content,
            thumbnail,
          }),
        'image_upload',
      );
    },

    async deleteImage(c: TenantCaller, id: string): Promise<OfferView> {
      return setImage(c, id, null, 'image_delete');
    },

    /** The company's active offers whose dates cover today (its time zone), the home's order. */
    async current(c: Pick<TenantCaller, 'tenantId'>): Promise<PublicOfferView[]> {
      const today = localDay(now(), await timeZoneOf(c.tenantId));
      const rows = await inTenant(c, (tx) => currentOffers(tx, today, homeOffers));
      return rows.map((row) => {
        const { titleEn, titleAr, bodyEn, bodyAr, discount, validFrom, validUntil } = toView(row);
        return {
          id: row.id,
          ...{ titleEn, titleAr, bodyEn, bodyAr, discount, validFrom, validUntil },
          categories: row.categories as VehicleCategory[],
          promoCode: row.promoCode,
          imageUrl: row.imageFileId ? files.url(row.tenantId, row.imageFileId, 'original') : null,
        };
      });
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
