import { eq } from 'drizzle-orm';
import { contract, isStrongPassword } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { forbidden } from '../../errors.ts';
import { roles, users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { recordLogin } from '../auth/login-log.ts';
import { assertEmployeeExists, getUser, listUsers, setRoles } from './users-repository.ts';
import { toPlanUserDto } from './user-mappers.ts';
import { assertNotLockingOutSelf } from './self-protection.ts';

export const getPlanUsers = handle(contract.planUser.getPlanUsers, async ({ db }) => (await listUsers(db)).map(toPlanUserDto));

export const getPlanUserById = handle(contract.planUser.getPlanUserById, async ({ db, query }) => toPlanUserDto(await getUser(db, query.id)));

/** Every user is a plan user already (docs/decisions.md), so this only reads. */
export const addAndGetPlanUserById = handle(contract.planUser.addAndGetPlanUserById, async ({ db, query }) =>
  toPlanUserDto(await getUser(db, query.id)),
);

export const getRoles = handle(contract.planUser.getRoles, async ({ db }) => {
  const rows = await db.select().from(roles).orderBy(roles.id);
  return rows.map((row) => ({ roleId: row.id, name: row.name as never }));
});

export const savePlanUser = handle(contract.planUser.savePlanUser, async ({ db, body, user, services }) => {
  assertNotLockingOutSelf(user, body.planUserId, body);
  // As UserManagement/Put: a deactivation or a changed role holds from the next call on.
  services.sessions.sessionEnded();
  return db.transaction(async (tx) => {
    await getUser(tx, body.planUserId);
    if (body.employeeId) await assertEmployeeExists(tx, body.employeeId);
    await tx
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        employeeId: body.employeeId ?? null,
        lockoutEnabled: body.lockoutEnabled,
        isActive: body.isActive,
        ...(body.lockoutEnabled ? {} : { lockedUntil: null }),
      })
      .where(eq(users.id, body.planUserId));
    await setRoles(tx, body.planUserId, body.roles);
    return toPlanUserDto(await getUser(tx, body.planUserId));
  });
});

/** An admin sets anyone's password; users set their own only with their current one. False when too weak or wrong. The user's other sessions end. */
export const changeUserPassword = handle(contract.planUser.changeUserPassword, async ({ db, body, user, services, request }) => {
  const isAdmin = user.roles.includes('Admin');
  const own = body.userId === user.id;
  if (!own && !isAdmin) throw forbidden();
  const target = await getUser(db, body.userId);
  if (own && !(await verifyPassword(target.passwordHash, body.currentPassword ?? ''))) return false;
  if (!isStrongPassword(body.password)) return false;
  await db.update(users).set({ passwordHash: await hashPassword(body.password) }).where(eq(users.id, target.id));
  // Every other session of the user ends; changing one's own keeps the session it was changed from.
  await services.tokens.revokeAll(db, target.id, own ? user.session?.sessionId : undefined);
  await recordLogin(db, { userId: target.id, username: target.email, action: 'PasswordChanged', request });
  return true;
});
