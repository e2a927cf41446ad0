// What a module offers to global search: one provider per category, built on its own tables.
// The composition root hands the list to createSearchService.
import type { SearchCategory, SearchResult } from '@motorpool/domain/schemas/search';
import type { Tx } from '../../db/engine.ts';

export type SearchProvider = {
  category: SearchCategory;
  permission: string;
  /**
   * 'staff': other people's records, never shown to a customer account even if a role
   * grants the read permission; 'catalogue': what customers browse anyway.
   */
  audience: 'staff' | 'catalogue';
  search(tx: Tx, text: string, limit: number): Promise<SearchResult[]>;
};
