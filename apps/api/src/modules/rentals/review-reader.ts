// What the reviews module reads of a rental (handed to it by composition.ts): whose it is, its car
// and whether it is over, so it never reads the rentals tables itself.
import { eq } from 'drizzle-orm';
import { rentals } from '../../db/schema/index.ts';
import type { ReviewRentals } from '../reviews/ports.ts';

export const rentalReviewReader: ReviewRentals = {
  async find(tx, id) {
    const [row] = await tx
      .select({
        customerId: rentals.customerId,
        vehicleId: rentals.vehicleId,
        status: rentals.status,
      })
      .from(rentals)
      .where(eq(rentals.id, id));
    return row;
  },
};
