import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { contract, NOTIFICATION_KINDS, type MailChoiceDto, type NotificationKind } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { notificationMailChoices, notifications } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { isoOfTimestamp } from '../self-service/self-service-access.ts';

// The signed-in user's own notifications and mail choices; nobody reads or marks another's.

const unreadOf = async (db: Db, userId: number) =>
  Number((await db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt))))[0]?.n ?? 0);

export const getNotifications = handle(contract.notification.getNotifications, async ({ db, user, query }) => {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, user.id));
  return {
    items: rows.map((row) => ({
      notificationId: row.id,
      kind: row.kind as NotificationKind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: isoOfTimestamp(row.createdAt),
      read: row.readAt !== null,
    })),
    total: Number(total?.n ?? 0),
    unread: await unreadOf(db, user.id),
  };
});

export const getUnreadCount = handle(contract.notification.getUnreadCount, async ({ db, user }) => ({ unread: await unreadOf(db, user.id) }));

export const markRead = handle(contract.notification.markRead, async ({ db, user, query }) => {
  const [own] = await db.select({ id: notifications.id, readAt: notifications.readAt }).from(notifications).where(and(eq(notifications.id, query.notificationId), eq(notifications.userId, user.id)));
  if (!own) throw notFound('Notifikationen findes ikke.');
  if (own.readAt === null) await db.update(notifications).set({ readAt: new Date().toISOString() }).where(eq(notifications.id, own.id));
  return null;
});

export const markAllRead = handle(contract.notification.markAllRead, async ({ db, user }) => {
  await db.update(notifications).set({ readAt: new Date().toISOString() }).where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
  return null;
});

/** The kinds a user receives: those of their roles. */
const kindsOf = (user: SessionUser): NotificationKind[] =>
  (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).filter((kind) => NOTIFICATION_KINDS[kind].roles.some((role) => user.roles.includes(role)));

async function choicesOf(db: Db, user: SessionUser): Promise<MailChoiceDto[]> {
  const saved = new Map((await db.select().from(notificationMailChoices).where(eq(notificationMailChoices.userId, user.id))).map((row) => [row.kind, row.mail]));
  return kindsOf(user).map((kind) => ({ kind, label: NOTIFICATION_KINDS[kind].label, mail: saved.get(kind) ?? NOTIFICATION_KINDS[kind].mailByDefault }));
}

export const getMailChoices = handle(contract.notification.getMailChoices, async ({ db, user }) => choicesOf(db, user));

export const saveMailChoices = handle(contract.notification.saveMailChoices, async ({ db, user, body }) => {
  const offered = new Set(kindsOf(user));
  const strange = body.choices.find((choice) => !offered.has(choice.kind));
  if (strange) throw badRequest('unknown_kind', `Du modtager ikke notifikationer af slagsen "${strange.kind}".`);
  await db.transaction(async (tx) => {
    for (const choice of body.choices) {
      await tx
        .insert(notificationMailChoices)
        .values({ userId: user.id, kind: choice.kind, mail: choice.mail })
        .onConflictDoUpdate({ target: [notificationMailChoices.userId, notificationMailChoices.kind], set: { mail: choice.mail } });
    }
  });
  return choicesOf(db, user);
});

export const notificationHandlers = [getNotifications, getUnreadCount, markRead, markAllRead, getMailChoices, saveMailChoices];
