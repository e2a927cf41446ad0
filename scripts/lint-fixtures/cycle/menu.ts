import { button } from './button.ts';

export const menu = button;
