import { eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { users } from '../../db/schema/index.ts';
import { getUser, lastLogins, listUsers, setRoles } from './users-repository.ts';
import { toUserDto } from './user-mappers.ts';
import { assertNotLockingOutSelf } from './self-protection.ts';

export const getUsers = handle(contract.userManagement.getUsers, async ({ db }) => {
  const [all, logins] = await Promise.all([listUsers(db), lastLogins(db)]);
  return all.map((user) => toUserDto(user, logins.get(user.id)));
});

export const putUser = handle(contract.userManagement.put, async ({ db, query, body, user, services }) => {
  assertNotLockingOutSelf(user, query.id, body);
  // A deactivation or a role taken away holds from the next call on: the session checks kept here are forgotten.
  services.sessions.sessionEnded();
  return db.transaction(async (tx) => {
    await getUser(tx, query.id);
    await tx.update(users).set({ firstName: body.firstName, lastName: body.lastName, isActive: body.isActive }).where(eq(users.id, query.id));
    await setRoles(tx, query.id, body.roles);
    const logins = await lastLogins(tx, query.id);
    return toUserDto(await getUser(tx, query.id), logins.get(query.id));
  });
});

export const sendMail = handle(contract.userManagement.sendMail, async ({ db, query, body, services }) => {
  const target = await getUser(db, query.userId);
  await services.mailer.send(db, { to: target.email, subject: body.subject, text: body.message });
  return null;
});
