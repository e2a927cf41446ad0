// A fixture: gamma needs alpha, which closes the loop.
import type { Alpha } from '../alpha/ports.ts';

export type Gamma = { alpha: Alpha };
