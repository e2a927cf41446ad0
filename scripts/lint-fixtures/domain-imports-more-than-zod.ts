// lint-as: packages/domain/src/boundary-fixture.ts
import { z } from 'zod';
import { readFileSync } from 'node:fs'; // expect: no-restricted-imports
import { vehicleStatuses } from './value-lists.ts';

export const used = [z, readFileSync, vehicleStatuses];
