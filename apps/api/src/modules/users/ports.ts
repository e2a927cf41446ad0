// What other modules use of users: the views of an account and, for the modules that sign users
// in (auth, oidc), the account rows inside their transaction.
export {
  findUserByEmail,
  findUserById,
  insertUser,
  type NewUserRow,
  updateUser,
  type UserRow,
  userExists,
} from './repository.ts';
export { type UserView, auditedUser, toPlatformUserView, toUserView } from './user-view.ts';
