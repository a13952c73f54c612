import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import { users } from '../../db/schema/index.ts';
import { WELCOME_TOKEN_HOURS, issuePasswordToken, passwordLink } from '../auth/password-tokens.ts';
import { emailTaken, getUser, setRoles } from './users-repository.ts';
import { toPlanUserDto } from './user-mappers.ts';

/** A new user has no password; the welcome mail carries a link to choose one (the reset mechanism). */
export const createUser = handle(contract.planUser.createUser, async ({ db, body, services }) => {
  const email = body.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    if (await emailTaken(tx, email)) throw badRequest('email_taken', 'Der findes allerede en bruger med denne email.');
    const [created] = await tx.insert(users).values({ email, firstName: body.firstName, lastName: body.lastName }).returning({ id: users.id });
    if (!created) throw new Error('Brugeren blev ikke oprettet');
    if (body.defaultRole) await setRoles(tx, created.id, [body.defaultRole]);
    if (body.sendWelcomeEmail) {
      const token = await issuePasswordToken(tx, created.id, 'welcome');
      await services.mailer.send(tx, {
        to: email,
        subject: 'Velkommen til Kaj',
        text: [
          `Hej ${body.firstName}`,
          '',
          `Der er oprettet en bruger til dig i Kaj (${services.config.companyName}). Vælg dit password her:`,
          passwordLink(services.config.appUrl, token, email),
          '',
          `Linket kan bruges én gang og udløber om ${WELCOME_TOKEN_HOURS / 24} dage. Derefter kan du bruge "Glemt password?" på login-siden.`,
        ].join('\n'),
      });
    }
    return toPlanUserDto(await getUser(tx, created.id));
  });
});
