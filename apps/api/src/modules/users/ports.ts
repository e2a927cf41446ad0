// What other modules use of this one.
export {
  type UserRow,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
} from './repository.ts';
export { type UserView, auditedUser, toPlatformUserView, toUserView } from './user-view.ts';
