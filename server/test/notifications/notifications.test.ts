import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { notify } from '../../src/areas/notifications/index.ts';
import { client } from '../support/client.ts';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const test = useTestApp();

/** Mails go after commit, from the dispatcher: wait for them a little. */
async function outboxOf(email: string, expected: number) {
  for (let tries = 0; tries < 50; tries += 1) {
    const rows = await test.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    if (rows.length >= expected) return rows;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  return test.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
}

describe('notifications', () => {
  it('writes a message per recipient, counts it unread, marks it read, and mails it after commit', async () => {
    const { user, token } = await signedIn(test, ['Employee']);
    const as = client(test, token);
    await test.db.transaction((tx) => notify(tx, { userIds: [user.id] }, { kind: 'tripDecided', title: 'Kørsel godkendt', body: 'Din kørsel den 3.11. er godkendt.', link: '/my/trips' }));

    expect((await as.get('Notification/GetUnreadCount')).json()).toEqual({ unread: 1 });
    const page = (await as.get('Notification/GetNotifications', { pageNo: 1, pageSize: 10 })).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ kind: 'tripDecided', title: 'Kørsel godkendt', link: '/my/trips', read: false });

    const mails = await outboxOf(user.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Kaj: Kørsel godkendt');
    expect(mails[0]!.body).toContain('Din kørsel den 3.11. er godkendt.');
    expect(mails[0]!.body).toContain('http://kaj.test/my/trips');

    expect((await as.post('Notification/MarkRead', undefined, { notificationId: page.items[0].notificationId })).statusCode).toBe(204);
    expect((await as.get('Notification/GetUnreadCount')).json()).toEqual({ unread: 0 });
  });

  it('leaves nothing behind when the transaction rolls back', async () => {
    const { user, token } = await signedIn(test, ['Employee']);
    await expect(
      test.db.transaction(async (tx) => {
        await notify(tx, { userIds: [user.id] }, { kind: 'tripDecided', title: 'Kørsel godkendt', body: 'x' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await client(test, token).get('Notification/GetUnreadCount')).json()).toEqual({ unread: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await test.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email))).toHaveLength(0);
  });

  it('merges notices with one key from one transaction into one message', async () => {
    const { user, token } = await signedIn(test, ['Employee']);
    await test.db.transaction(async (tx) => {
      await notify(tx, { userIds: [user.id] }, { kind: 'watchChanged', title: 'Din plan er ændret', body: 'Lagt ind: 1.12.', mergeKey: 'plan' });
      await notify(tx, { userIds: [user.id] }, { kind: 'watchChanged', title: 'Din plan er ændret', body: 'Fjernet: 2.12.', mergeKey: 'plan' });
    });
    await test.db.transaction((tx) => notify(tx, { userIds: [user.id] }, { kind: 'watchChanged', title: 'Din plan er ændret', body: 'Flyttet: 3.12.', mergeKey: 'plan' }));
    const page = (await client(test, token).get('Notification/GetNotifications', { pageNo: 1, pageSize: 10 })).json();
    expect(page.items.map((item: { body: string }) => item.body)).toEqual(['Flyttet: 3.12.', 'Lagt ind: 1.12.\nFjernet: 2.12.']);
    expect(await outboxOf(user.email, 2)).toHaveLength(2);
  });

  it('mails only the kinds the user wants, and offers only the kinds of their roles', async () => {
    const { user, token } = await signedIn(test, ['Employee']);
    const as = client(test, token);
    const choices = (await as.get('Notification/GetMailChoices')).json();
    expect(choices.map((choice: { kind: string }) => choice.kind)).toEqual(['watchChanged', 'watchRejected', 'registrationRejected', 'tripDecided', 'wishDecided', 'exchangeOffered', 'exchangeBid', 'exchangeDecided', 'restCardReopened']);
    const saved = await as.post('Notification/SaveMailChoices', { choices: [{ kind: 'tripDecided', mail: false }] });
    expect(saved.json().find((choice: { kind: string }) => choice.kind === 'tripDecided').mail).toBe(false);
    expect((await as.post('Notification/SaveMailChoices', { choices: [{ kind: 'tripWaiting', mail: true }] })).statusCode).toBe(400);

    await test.db.transaction((tx) => notify(tx, { userIds: [user.id] }, { kind: 'tripDecided', title: 'Kørsel afvist', body: 'x' }));
    await test.db.transaction((tx) => notify(tx, { userIds: [user.id] }, { kind: 'watchRejected', title: 'Vagt afvist', body: 'y' }));
    const mails = await outboxOf(user.email, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mails.map((mail) => mail.subject)).toEqual(['Kaj: Vagt afvist']);
    expect((await as.get('Notification/GetUnreadCount')).json()).toEqual({ unread: 2 });
  });

  it("refuses another user's notification and bad paging, and marks all read", async () => {
    const first = await signedIn(test, ['Employee']);
    const second = await signedIn(test, ['Planner']);
    await test.db.transaction((tx) => notify(tx, { userIds: [first.user.id, second.user.id] }, { kind: 'tripWaiting', title: 'Kørsel venter', body: 'z' }));
    const firstPage = (await client(test, first.token).get('Notification/GetNotifications', { pageNo: 1, pageSize: 10 })).json();
    const other = client(test, second.token);
    expect((await other.post('Notification/MarkRead', undefined, { notificationId: firstPage.items[0].notificationId })).statusCode).toBe(404);
    expect((await client(test, first.token).get('Notification/GetUnreadCount')).json()).toEqual({ unread: 1 });
    expect((await other.get('Notification/GetNotifications', { pageNo: 1, pageSize: 1000 })).statusCode).toBe(400);
    expect((await other.post('Notification/MarkRead', undefined, { notificationId: 2_147_483_648 })).statusCode).toBe(400);
    expect((await other.post('Notification/MarkAllRead')).statusCode).toBe(204);
    expect((await other.get('Notification/GetUnreadCount')).json()).toEqual({ unread: 0 });
    expect((await client(test, first.token).get('Notification/GetUnreadCount')).json()).toEqual({ unread: 1 });
  });
});
