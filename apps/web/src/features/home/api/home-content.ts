import type { PublicOfferView } from '@motorpool/domain/schemas/offer';
import type { TestimonialView } from '@motorpool/domain/schemas/review';
import type { Language } from '@motorpool/domain/locale-lists';

export type HomeOffer = PublicOfferView;
export type HomeTestimonial = TestimonialView;

/** The offer's wording in the page's language (both are required of staff). */
export function offerText(offer: HomeOffer, language: Language) {
  return language === 'ar'
    ? { title: offer.titleAr, body: offer.bodyAr }
    : { title: offer.titleEn, body: offer.bodyEn };
}
