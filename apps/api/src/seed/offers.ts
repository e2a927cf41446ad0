// Seeds a demo company's offers (one with the promo code WELCOME10, one expired) and
// its customers' reviews of about forty completed rentals, most of them published. Seeding twice
// changes nothing: a company with offers, or with reviews, is left alone.
import { authorNameOf, type ReviewStatus } from '@motorpool/domain/schemas/review';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/engine.ts';
import { customers, offers, rentalReviews, rentals, users } from '../db/schema/index.ts';

const dayMs = 86_400_000;
const dayOf = (now: Date, days: number) =>
  new Date(now.getTime() + days * dayMs).toISOString().slice(0, 10);

function offerRows(tenantId: string, now: Date): (typeof offers.$inferInsert)[] {
  return [
    {
      tenantId,
      titleEn: 'Welcome: 10 % off your first booking',
      titleAr: 'أهلًا بك: خصم 10 % على حجزك الأول',
      bodyEn: 'New to us? Enter WELCOME10 when you book and save 10 % on the rental days.',
      bodyAr: 'جديد لدينا؟ أدخل الرمز WELCOME10 عند الحجز ووفّر 10 % على أيام الإيجار.',
      discountKind: 'percent',
      discountValue: 1000,
      validFrom: dayOf(now, -30),
      validUntil: dayOf(now, 335),
      promoCode: 'WELCOME10',
      // a welcome, so a customer's first booking only (and so once per customer)
      firstBookingOnly: true,
      oncePerCustomer: true,
      featuredOrder: 1,
    },
    {
      tenantId,
      titleEn: 'Weekend escape: 15 % off SUVs',
      titleAr: 'عطلة نهاية الأسبوع: خصم 15 % على سيارات الدفع الرباعي',
      bodyEn: 'Room for the whole family and the luggage, for less this season.',
      bodyAr: 'مساحة للعائلة كلها والأمتعة، بسعر أقل هذا الموسم.',
      discountKind: 'percent',
      discountValue: 1500,
      validFrom: dayOf(now, -10),
      validUntil: dayOf(now, 50),
      categories: ['suv'],
      promoCode: 'WEEKEND15',
      featuredOrder: 2,
    },
    {
      tenantId,
      titleEn: 'Luxury for less: 150 off',
      titleAr: 'الفخامة بسعر أقل: خصم 150',
      bodyEn: 'Drive a luxury car for a special occasion and take 150 off the booking.',
      bodyAr: 'قد سيارة فاخرة في مناسبتك الخاصة واحصل على خصم 150 من الحجز.',
      discountKind: 'amount',
      discountValue: 15_000,
      validFrom: dayOf(now, -5),
      validUntil: dayOf(now, 90),
      categories: ['luxury'],
      promoCode: 'LUX150',
      featuredOrder: 3,
    },
    {
      tenantId,
      titleEn: 'Long stays: a week for the price of six days',
      titleAr: 'الإقامات الطويلة: أسبوع بسعر ستة أيام',
      bodyEn: 'Book seven days or more and we take about one day off, automatically at the desk.',
      bodyAr: 'احجز سبعة أيام أو أكثر ونخصم ما يعادل يومًا واحدًا عند المكتب.',
      discountKind: 'percent',
      discountValue: 1400,
      validFrom: dayOf(now, 0),
      validUntil: dayOf(now, 120),
      featuredOrder: 4,
    },
    {
      tenantId,
      titleEn: 'Summer sale (ended)',
      titleAr: 'تخفيضات الصيف (انتهت)',
      bodyEn: '20 % off every economy car, all summer long.',
      bodyAr: 'خصم 20 % على كل السيارات الاقتصادية طوال الصيف.',
      discountKind: 'percent',
      discountValue: 2000,
      validFrom: dayOf(now, -150),
      validUntil: dayOf(now, -60),
      categories: ['economy', 'compact'],
      promoCode: 'SUMMER20',
      featuredOrder: 5,
    },
  ];
}

const comments: { en: string; ar: string }[] = [
  {
    en: 'Spotless car and a very quick pickup. Will book again.',
    ar: 'سيارة نظيفة جدًا واستلام سريع. سأحجز مرة أخرى.',
  },
  {
    en: 'Friendly staff, the car was exactly as shown.',
    ar: 'موظفون ودودون، والسيارة كما في الصور تمامًا.',
  },
  {
    en: 'Smooth return at a different branch, no hassle at all.',
    ar: 'إرجاع سلس في فرع آخر دون أي متاعب.',
  },
  { en: 'Good value for a week-long trip.', ar: 'قيمة ممتازة لرحلة استمرت أسبوعًا.' },
  {
    en: 'Pickup took a little longer than expected, but the car was great.',
    ar: 'استغرق الاستلام وقتًا أطول قليلًا، لكن السيارة كانت رائعة.',
  },
  {
    en: 'Comfortable and economical, perfect for the city.',
    ar: 'مريحة واقتصادية، مثالية للمدينة.',
  },
  {
    en: 'The team upgraded us at no charge. Thank you!',
    ar: 'رقّى الفريق سيارتنا دون تكلفة إضافية. شكرًا لكم!',
  },
  { en: 'Clear prices and no surprises at the counter.', ar: 'أسعار واضحة ولا مفاجآت عند المكتب.' },
];

// Mostly 4 and 5 stars, a few 3s and one 2, as real reviews go.
const ratings = [5, 5, 4, 5, 4, 3, 5, 4, 5, 2, 5, 4, 4, 5, 3];

function statusOf(index: number): ReviewStatus {
  if (index % 9 === 4) return 'pending';
  if (index === 9) return 'hidden';
  return 'published';
}

export async function seedOffers(
  database: Database,
  tenant: { id: string; subdomain: string },
  now = new Date(),
): Promise<void> {
  await database.withTenant(tenant.id, async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(offers);
    if ((existing?.n ?? 0) === 0) await tx.insert(offers).values(offerRows(tenant.id, now));

    const [reviewed] = await tx.select({ n: count() }).from(rentalReviews);
    if ((reviewed?.n ?? 0) > 0) return;
    const done = await tx
      .select({
        id: rentals.id,
        customerId: rentals.customerId,
        vehicleId: rentals.vehicleId,
        returnedAt: rentals.actualReturnDate,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(rentals)
      .innerJoin(customers, eq(customers.id, rentals.customerId))
      .where(eq(rentals.status, 'completed'))
      .orderBy(asc(rentals.rentalNumber))
      .limit(40);
    if (done.length === 0) return;
    const [moderator] = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, [`manager@${tenant.subdomain}.test`]));
    await tx.insert(rentalReviews).values(
      done.map((r, index) => {
        const written = new Date((r.returnedAt ?? now).getTime() + ((index % 5) + 2) * 3_600_000);
        const status = statusOf(index);
        const comment = comments[index % comments.length]!;
        return {
          tenantId: tenant.id,
          rentalId: r.id,
          customerId: r.customerId,
          vehicleId: r.vehicleId,
          authorName: authorNameOf(r.firstName, r.lastName),
          rating: ratings[index % ratings.length]!,
          // every other reviewer writes in Arabic
          comment: index % 2 === 0 ? comment.en : comment.ar,
          status,
          moderatedBy: status === 'pending' ? null : (moderator?.id ?? null),
          moderatedAt: status === 'pending' ? null : new Date(written.getTime() + dayMs),
          createdAt: written,
          updatedAt: written,
        };
      }),
    );
  });
}
