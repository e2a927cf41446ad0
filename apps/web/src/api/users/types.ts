// The permissions and sessions answers the users screens read, as the domain defines them.
export type { AdminSession } from '@motorpool/domain/schemas/session';
export type { PermissionsOverview, RoleInfo } from '@motorpool/domain/schemas/role';
