import { first } from './first.ts'; // expect: import-x/no-cycle

export const second = () => first;
