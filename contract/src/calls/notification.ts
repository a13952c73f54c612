// The Notification controller (added, issue 15): the signed-in user's own notifications and mail choices.
// Every user reads and marks only their own; a notification of another user answers 404.
import { z } from 'zod';
import { call, controller } from '../call.ts';
import { q } from '../params.ts';
import { empty } from '../dto/common.ts';
import { mailChoiceDto, notificationPageDto, saveMailChoicesRequest, unreadCountDto } from '../dto/notifications.ts';

export const notification = controller('Notification', {
  getNotifications: call({
    method: 'GET',
    summary: "The caller's notifications, newest first, a page at a time (pageSize 1-100).",
    access: 'authenticated',
    query: { pageNo: q.intBetween(1, 100_000), pageSize: q.intBetween(1, 100) },
    response: notificationPageDto,
  }),
  getUnreadCount: call({
    method: 'GET',
    summary: "How many of the caller's notifications are unread (the bell's count).",
    access: 'authenticated',
    response: unreadCountDto,
  }),
  markRead: call({
    method: 'POST',
    summary: 'Marks one of the caller’s notifications read.',
    access: 'authenticated',
    query: { notificationId: q.id() },
    response: empty,
  }),
  markAllRead: call({
    method: 'POST',
    summary: 'Marks all of the caller’s notifications read.',
    access: 'authenticated',
    response: empty,
  }),
  getMailChoices: call({
    method: 'GET',
    summary: 'The kinds of notification the caller receives, each with whether it is also mailed.',
    access: 'authenticated',
    response: z.array(mailChoiceDto),
  }),
  saveMailChoices: call({
    method: 'POST',
    summary: 'Saves which kinds the caller gets by mail; answers all the caller’s choices.',
    access: 'authenticated',
    body: saveMailChoicesRequest,
    response: z.array(mailChoiceDto),
  }),
});
