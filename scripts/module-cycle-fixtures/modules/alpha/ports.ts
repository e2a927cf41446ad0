// A fixture: alpha needs beta.
import type { Beta } from '../beta/ports.ts';

export type Alpha = { beta: Beta };
