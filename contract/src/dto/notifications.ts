import { z } from 'zod';
import type { Role } from '../roles.ts';
import { EMPLOYEES } from '../roles.ts';
import { id, isoDateTime } from './common.ts';

// Notifications (issue 15): in the app under the bell, and by mail as each user chooses per kind.

const PLANNING_DECIDERS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight'];
const TRIP_DECIDERS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight', 'Approver'];

/**
 * Every kind of notification: its name in Min konto, whether it is mailed when the user has not chosen, and the
 * roles that receive it (Min konto offers a user only the kinds of their roles). Another area adds its kinds here.
 */
export const NOTIFICATION_KINDS = {
  watchChanged: { label: 'En vagt de næste 14 dage er lagt ind, flyttet, ændret eller fjernet', mailByDefault: true, roles: EMPLOYEES },
  watchRejected: { label: 'En realiseret vagt er afvist', mailByDefault: true, roles: EMPLOYEES },
  watchRejectedForPlanner: { label: 'En godkender har afvist vagter i din afdeling', mailByDefault: true, roles: PLANNING_DECIDERS },
  registrationWaiting: { label: 'En tidsregistrering venter på dig', mailByDefault: false, roles: PLANNING_DECIDERS },
  registrationRejected: { label: 'Din tidsregistrering er afvist', mailByDefault: true, roles: EMPLOYEES },
  tripWaiting: { label: 'En kørsel venter på godkendelse', mailByDefault: false, roles: TRIP_DECIDERS },
  tripDecided: { label: 'Din kørsel er godkendt eller afvist', mailByDefault: true, roles: EMPLOYEES },
  wishWaiting: { label: 'Et fraværsønske venter på dig', mailByDefault: false, roles: PLANNING_DECIDERS },
  wishDecided: { label: 'Dit fraværsønske er bevilget eller afvist', mailByDefault: true, roles: EMPLOYEES },
  exchangeOffered: { label: 'En kollega tilbyder en vagt, du kan byde på', mailByDefault: false, roles: EMPLOYEES },
  exchangeBid: { label: 'Nyt bud på en vagt, du tilbyder, eller dit bud er valgt', mailByDefault: true, roles: EMPLOYEES },
  exchangeWaiting: { label: 'Et vagtbytte venter på din godkendelse', mailByDefault: false, roles: PLANNING_DECIDERS },
  exchangeDecided: { label: 'Et vagtbytte, du er med i, er godkendt, afvist, udløbet eller mislykket', mailByDefault: true, roles: EMPLOYEES },
  restCardReopened: { label: 'Dit hviletidsskema er genåbnet og skal underskrives igen', mailByDefault: true, roles: EMPLOYEES },
} as const satisfies Record<string, { label: string; mailByDefault: boolean; roles: readonly Role[] }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const notificationKind = z.enum(Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]]);

export const notificationDto = z.object({
  notificationId: id,
  kind: notificationKind,
  title: z.string(),
  body: z.string(),
  /** An address inside the app, e.g. `/my/plan?date=2026-12-03`. */
  link: z.string().nullable(),
  createdAt: isoDateTime,
  read: z.boolean(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const notificationPageDto = z.object({
  items: z.array(notificationDto),
  /** All of the user's notifications, for paging. */
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type NotificationPageDto = z.infer<typeof notificationPageDto>;

export const unreadCountDto = z.object({ unread: z.number().int().nonnegative() });

export const mailChoiceDto = z.object({
  kind: notificationKind,
  label: z.string(),
  mail: z.boolean(),
});
export type MailChoiceDto = z.infer<typeof mailChoiceDto>;

export const saveMailChoicesRequest = z.object({
  choices: z
    .array(z.object({ kind: notificationKind, mail: z.boolean() }))
    .max(Object.keys(NOTIFICATION_KINDS).length, 'For mange valg')
    .refine((choices) => new Set(choices.map((choice) => choice.kind)).size === choices.length, 'Hver slags må kun vælges én gang'),
});
