import { recordAudit } from '../audit/service.ts';
import type { ExternalProfile } from '../oidc/service.ts';
import { type AuthDeps, accountSuspended, noRoles, type RequestContext } from './context.ts';
import {
  findCustomerByEmail,
  findUserByEmail,
  insertCustomer,
  insertUser,
  linkCustomer,
  updateUser,
} from './repository.ts';
import { signInUser } from './sign-in.ts';

// Signs in the tenant's account for an e-mail an external provider has verified; a new address
// becomes a customer account (taking over a customer record staff created for that address).
export function createExternalSignIn({ database, config }: Pick<AuthDeps, 'database' | 'config'>) {
  return (tenantId: string, profile: ExternalProfile, ctx: RequestContext) =>
    database.withTenant(tenantId, async (tx) => {
      let user = await findUserByEmail(tx, profile.email);
      const created = !user;
      if (!user) {
        user = await insertUser(tx, {
          tenantId,
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          roles: ['customer'],
          emailVerifiedAt: new Date(),
          preferredLanguage: ctx.language,
        });
        const existing = await findCustomerByEmail(tx, profile.email);
        if (existing) await linkCustomer(tx, existing.id, user.id);
        else {
          await insertCustomer(tx, {
            tenantId,
            userId: user.id,
            firstName: profile.firstName,
            lastName: profile.lastName,
            email: profile.email,
            phone: '',
            preferredLanguage: ctx.language,
          });
        }
      } else if (!user.emailVerifiedAt) {
        user = await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
      }
      if (user.status !== 'active') throw accountSuspended();
      if (user.roles.length === 0) throw noRoles();
      await recordAudit(
        tx,
        { tenantId, actor: { type: 'user', id: user.id }, requestId: ctx.requestId },
        {
          action: created ? 'register' : 'login',
          entityType: 'user',
          entityId: user.id,
          after: { method: 'oidc', provider: profile.provider, subject: profile.subject },
        },
      );
      return signInUser(tx, config.jwtSecret, user, ctx);
    });
}
