import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import {
  customerDocumentFieldsSchema,
  customerDocumentReviewable,
  customerDocumentReviewSchema,
} from './customer-document.ts';

describe('customer document schemas', () => {
  it('verifies without a reason but rejects only with one', () => {
    expect(accepts(customerDocumentReviewSchema, { status: 'verified' })).toBe(true);
    expect(accepts(customerDocumentReviewSchema, { status: 'rejected', reason: 'Blurred' })).toBe(
      true,
    );
    for (const reason of [undefined, '', '  ']) {
      expect(
        messagesAt(customerDocumentReviewSchema, { status: 'rejected', reason }, 'reason'),
      ).toEqual(['customerDocument.reasonRequired']);
    }
  });

  it('refuses a review back to pending and an unknown category', () => {
    expect(accepts(customerDocumentReviewSchema, { status: 'pending' })).toBe(false);
    expect(accepts(customerDocumentFieldsSchema, { category: 'visa' })).toBe(false);
    expect(accepts(customerDocumentFieldsSchema, { category: 'insurance' })).toBe(true);
  });

  it('lets only a pending document be reviewed', () => {
    expect(customerDocumentReviewable('pending')).toBe(true);
    expect(customerDocumentReviewable('verified')).toBe(false);
    expect(customerDocumentReviewable('rejected')).toBe(false);
  });
});
