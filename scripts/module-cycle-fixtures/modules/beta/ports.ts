// A fixture: beta needs gamma.
import type { Gamma } from '../gamma/ports.ts';

export type Beta = { gamma: Gamma };
