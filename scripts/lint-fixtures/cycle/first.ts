import { second } from './second.ts'; // expect: import-x/no-cycle

export const first = () => second();
