// lint-as: apps/api/src/modules/users/service.ts
export { userExists } from './repository.ts'; // expect: no-restricted-syntax
export * from './access-repository.ts'; // expect: no-restricted-syntax
export { userListDescription } from './list-query.ts';
