import { PLANNERS, type AbsenceWishStateDto } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { departmentUsers, notify } from '../notifications/index.ts';
import { danishDate } from '../shared/danish-dates.ts';

// Who hears of a wish (issue 16): the planners of the employee's department when it is asked or withdrawn, the
// employee when it is decided.

export const periodText = (start: string, end: string) => (start === end ? danishDate(start) : `${danishDate(start)}–${danishDate(end)}`);

/** The planners of the wish's department, told that a wish waits (or no longer does). */
export async function noticeWishToPlanners(db: Db, user: SessionUser, wish: AbsenceWishStateDto, withdrawn: boolean): Promise<void> {
  const planners = (await departmentUsers(db, [wish.employmentId], PLANNERS)).filter((id) => id !== user.id);
  const period = periodText(wish.startDate, wish.endDate);
  await notify(
    db,
    { userIds: planners },
    withdrawn
      ? { kind: 'wishWaiting', title: 'Et fraværsønske er trukket tilbage', body: `${wish.employeeName} har trukket ønsket om ${wish.propertyName.toLowerCase()} ${period} tilbage.`, link: '/planning/wishes' }
      : {
          kind: 'wishWaiting',
          title: 'Nyt fraværsønske',
          body: [`${wish.employeeName} ønsker ${wish.propertyName.toLowerCase()} ${period}.`, ...(wish.comment ? [`Kommentar: ${wish.comment}`] : [])].join('\n'),
          link: '/planning/wishes',
        },
  );
}

/** The employee, told that their wish is granted (in whole or in part) or rejected. */
export async function noticeWishDecided(db: Db, wish: AbsenceWishStateDto): Promise<void> {
  const kind = wish.propertyName.toLowerCase();
  const asked = periodText(wish.startDate, wish.endDate);
  const granted = wish.grantedStart && wish.grantedEnd ? periodText(wish.grantedStart, wish.grantedEnd) : null;
  const lines =
    wish.status === 'granted'
      ? [granted === asked ? `Dit ønske om ${kind} ${asked} er bevilget.` : `Af dit ønske om ${kind} ${asked} er ${granted} bevilget.`]
      : [`Dit ønske om ${kind} ${asked} er afvist.`];
  if (wish.decisionComment) lines.push(`Kommentar: ${wish.decisionComment}`);
  await notify(
    db,
    { employeeIds: [wish.employeeId] },
    { kind: 'wishDecided', title: wish.status === 'granted' ? `Dit ønske om ${kind} er bevilget` : `Dit ønske om ${kind} er afvist`, body: lines.join('\n'), link: '/my/wishes' },
  );
}
