import { vehicleSortFields } from '@motorpool/domain/schemas/vehicle';
import type { GridSchema } from '../../../shared/data-grid/url-state.ts';

// What the vehicles list accepts from the address: GET /vehicles' sort fields and filters.
export const vehicleListSchema: GridSchema = {
  defaultSort: { field: 'createdAt', direction: 'desc' },
  sortFields: vehicleSortFields,
  filterOperators: {
    year: ['gte', 'lte'],
    dailyRate: ['gte', 'lte'],
    status: ['in'],
    category: ['in'],
    fuelType: ['in'],
    transmission: ['in'],
    branchId: ['equals'],
  },
};
