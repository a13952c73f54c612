import { describe, expect, it } from 'vitest';
import { allCalls, contract } from './index.ts';
import { ALWAYS_REQUIRED, REQUIRED_BY_CALL, SPEC_CALLS, SPEC_CONTROLLERS } from './specification-inventory.ts';
import { PAY_RULE_KINDS, payAccountRuleDetail } from './dto/pay-rules.ts';

/** Calls the contract holds beyond section 7, each with its reason. */
const KNOWN_EXTRAS: Record<string, string> = {
  'Plan.ReopenRestCard': 'issue 17: a countersigned rest card is opened again only by those who countersign, with a reason',
  'Plan.ApproveRestDays': 'issue 17: KAJ_ALLOW_RESTHOUR_APPROVALS names rest-day approval, which has no call',
  'Plan.RemoveRestDayApproval': 'as Plan.ApproveRestDays',
  'Authenticate.Logout': 'writes the logout to the login log (the login log names logouts)',
  'Report.GetCateringWatchReport': 'the specification names the report "Catering: Vagtrapport" but not its call',
  'Agreement.SavePayAccount': 'the specification reads pay accounts (GetPayAccounts) but has no call to make them',
  'Agreement.DeletePayAccount': 'the specification reads pay accounts but has no call to remove them',
  'Agreement.SavePayAccountClosingActivityType': 'the specification reads closing activity types but has no call to make them',
  'Agreement.DeletePayAccountClosingActivityType': 'the specification reads closing activity types but has no call to remove them',
  'Agreement.DeleteExportAccount': 'UpdateExportAccount makes and edits export accounts; nothing removes them',
  'Budget.GetBudgetAccounts': 'budget accounts and budget FTE are entities and an admin page without calls',
  'Budget.SaveBudgetAccount': 'as Budget.GetBudgetAccounts',
  'Budget.DeleteBudgetAccount': 'as Budget.GetBudgetAccounts',
  'Budget.GetBudgetFte': 'as Budget.GetBudgetAccounts',
  'Budget.SaveBudgetFte': 'as Budget.GetBudgetAccounts',
  'Budget.ImportBudgetFte': "the import of a year's budget from an Excel sheet (issue 4)",
  'Budget.GetBudgetFteWorkbook': 'the same sheet out, to edit and import again',
  'Property.SaveUserProperties': "sets a planner's or approver's departments; the specification reads them but has no call to set them",
  'Employee.CheckLessorExport': 'the pre-check DOMAIN.md section 9 asks for before a Lessor export: what would stop it',
  'App.GetCalendarFeed': "the employee's watches as a calendar subscription (issue 15)",
  'App.GetCalendarLink': 'as App.GetCalendarFeed',
  'App.RenewCalendarLink': 'as App.GetCalendarFeed',
  'App.GetOwnRestCards': "the seafarer's own cards and what is still to sign (issue 15)",
  'App.RevokeCalendarLink': 'as App.GetCalendarFeed',
  'Plan.GetEmploymentTimeRegistrations': "the planner's view of an employment's time registrations (issue 15)",
  'Plan.UseTimeRegistration': '"Brug registreringen" (issue 15)',
  'Plan.RejectTimeRegistration': "rejects a registration with a comment (issue 15)",
  'Plan.GetTripsToDecide': 'the approvers\' queue of trips (issue 15)',
  'Plan.ApproveTrip': 'as Plan.GetTripsToDecide',
  'Plan.RejectTrip': 'as Plan.GetTripsToDecide',
  'Plan.ReopenTrip': 'as Plan.GetTripsToDecide',
  'App.GetAbsenceWishKinds': 'the specification has no call for an employee to ask for absence (issue 16)',
  'App.GetAbsenceWishes': 'as App.GetAbsenceWishKinds: the wishes with their state and history',
  'App.PreviewAbsenceWish': 'as App.GetAbsenceWishKinds: the balance effect before sending',
  'App.AskAbsenceWish': 'as App.GetAbsenceWishKinds',
  'App.WithdrawAbsenceWish': 'as App.GetAbsenceWishKinds',
  'Plan.PreviewAbsenceWishGrant': 'the specification grants only through EmployeeAbsencePeriod; a wish is decided as a whole or in part (issue 16)',
  'Plan.GrantAbsenceWish': 'as Plan.PreviewAbsenceWishGrant',
  'Plan.RejectAbsenceWish': 'as Plan.PreviewAbsenceWishGrant',
  'App.OfferWatch': 'the specification lists exchanges (GetWatchExchangeList) but no call to offer, bid or accept (issue 16)',
  'App.WithdrawWatchOffer': 'as App.OfferWatch',
  'App.BidOnWatch': 'as App.OfferWatch',
  'App.WithdrawWatchBid': 'as App.OfferWatch',
  'App.AcceptWatchBid': 'as App.OfferWatch',
  'Plan.GetWatchExchangesToDecide': 'the planner approves an accepted exchange (issue 16)',
  'Plan.ApproveWatchExchange': 'as Plan.GetWatchExchangesToDecide',
  'Plan.RejectWatchExchange': 'as Plan.GetWatchExchangesToDecide',
  'Employee.GetCrewIdentity': 'the crew list needs nationality, birth place and identity document (issue 17)',
  'Employee.SaveCrewIdentity': 'as Employee.GetCrewIdentity',
  'Plan.GetHistory': 'issue 17: the audit trail read back, "Historik" per employee and period',
  'Plan.GetApprovalQueue': 'the approvers\' queue "Til godkendelse" of a department and period (issue 17)',
  'Plan.GetExchangeApproval': 'a department may take accepted exchanges without approval (issue 16)',
  'Plan.SetExchangeApproval': 'as Plan.GetExchangeApproval',
  'Plan.GetMileageRates': 'the state rates, data with a valid-from date editable by an admin (DOMAIN.md section 13)',
  'Plan.SaveMileageRate': 'as Plan.GetMileageRates',
  'Plan.DeleteMileageRate': 'as Plan.GetMileageRates',
  'Plan.GetRotations': 'rotations (turnus): a named cycle of watch codes per department (issue 20)',
  'Plan.SaveRotation': 'as Plan.GetRotations',
  'Plan.DeleteRotation': 'as Plan.GetRotations',
  'Plan.PreviewRotation': 'laying a rotation, checked with its rest-hour and norm consequences without writing (issue 20)',
  'Plan.ApplyRotation': 'laying a rotation over employments in one transaction (issue 20)',
  'Plan.RemovePlannedWatches': 'the one undo of a rotation: its planned watches removed in one transaction (issue 20)',
  'Plan.PreviewCopyPeriod': 'copying a week or month of the plan, checked as Plan.PreviewRotation (issue 20)',
  'Report.GetFteAhead': 'planned FTE against budget for the coming months (issue 20)',
  'Plan.CopyPeriod': 'copying a week or month of the plan in one transaction, undone by Plan.RemovePlannedWatches (issue 20)',
  'Plan.GetManningDocuments': "safe manning (bemandingskrav): the departments' manning documents, every version (issue 20)",
  'Plan.SaveManningDocument': "safe manning: a version of a department's manning document from a date (issue 20)",
  'Plan.DeleteManningDocument': "safe manning: deleting a version of a department's manning document (issue 20)",
  'Plan.GetManningNeed': "the grid's need line: required against planned per requirement line and day (issue 20)",
  'Report.GetManningShortfalls': "the month's manning shortfalls of a ship (issue 20)",
  'Report.GetManningShortfallsPdf': "the month's manning shortfalls of a ship as PDF (issue 20)",
  'Notification.GetNotifications': 'notifications under the bell (issue 15)',
  'Notification.GetUnreadCount': 'the bell\'s count (issue 15)',
  'Notification.MarkRead': 'as Notification.GetNotifications',
  'Notification.MarkAllRead': 'as Notification.GetNotifications',
  'Notification.GetMailChoices': 'which notifications a user also gets by mail (issue 15)',
  'Notification.SaveMailChoices': 'as Notification.GetMailChoices',
  'Plan.GetRecalculationJobs': 'progress of recalculation jobs after a configuration change (issue 14)',
  'Plan.GetRecalculationImpact': 'what a rule or agreement change recalculates, before it is saved (issue 14)',
  'Plan.RecalculateDepartment': 'the Genberegning screen recalculates a department on demand (issue 14)',
  'Plan.GetClosedDifferences': 'the Genberegning screen lists what a change would have made in locked months (issue 14)',
  'Plan.CarryClosedCorrections': 'the Genberegning screen carries those differences into the next open month (issue 14)',
};

/** Controllers beyond the specification's, each with its reason. */
const EXTRA_CONTROLLERS: Record<string, string> = {
  Budget: 'budget accounts and budget FTE (specification section 3) have no calls in section 7',
  Notification: 'in-app notifications and mail choices (issue 15) have no calls in the specification',
};

const byName = new Map(allCalls.map((c) => [c.name, c]));

describe('contract', () => {
  it('has a unique path per call, case-insensitively', () => {
    const paths = allCalls.map((c) => c.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names every call under /api/{Controller}/{Action}', () => {
    for (const c of allCalls) expect(c.path).toBe(`/api/${c.controller}/${c.action}`);
  });

  it('gives every call an access rule and a summary', () => {
    for (const c of allCalls) {
      expect(c.access, c.name).toBeDefined();
      if (Array.isArray(c.access)) expect(c.access.length, c.name).toBeGreaterThan(0);
      expect(c.summary.trim(), c.name).not.toBe('');
    }
  });

  it('lets Admin make every call that needs a role', () => {
    for (const c of allCalls) if (Array.isArray(c.access)) expect(c.access, c.name).toContain('Admin');
  });

  it('has every controller of the specification', () => {
    const controllers = new Set(allCalls.map((c) => c.controller));
    for (const name of SPEC_CONTROLLERS) expect(controllers, name).toContain(name);
    expect(Object.keys(contract)).toHaveLength(SPEC_CONTROLLERS.length + Object.keys(EXTRA_CONTROLLERS).length);
    for (const name of Object.keys(EXTRA_CONTROLLERS)) expect(controllers, name).toContain(name);
  });

  it('covers every call of specification section 7', () => {
    const missing = SPEC_CALLS.filter((name) => !byName.has(name));
    expect(missing).toEqual([]);
  });

  it('holds no calls beyond section 7 other than the known extras', () => {
    const spec = new Set<string>(SPEC_CALLS);
    const extras = allCalls.map((c) => c.name).filter((name) => !spec.has(name));
    expect(extras.sort()).toEqual(Object.keys(KNOWN_EXTRAS).sort());
  });

  it('makes the parameters of specification section 5 required', () => {
    for (const c of allCalls) {
      for (const [name, param] of Object.entries(c.query)) {
        if (ALWAYS_REQUIRED.includes(name.toLowerCase())) expect(param.required, `${c.name} ${name}`).toBe(true);
      }
    }
    for (const [callName, params] of Object.entries(REQUIRED_BY_CALL)) {
      const c = byName.get(callName);
      expect(c, callName).toBeDefined();
      for (const name of params) expect(c?.query[name]?.required, `${callName} ${name}`).toBe(true);
    }
  });

  it('declares file answers with a null response and GET bodies only where the specification has them', () => {
    for (const c of allCalls) {
      if (c.file) expect(c.response.safeParse(null).success, c.name).toBe(true);
      if (c.getWithBody) expect(c.method, c.name).toBe('GET');
      if (c.getWithBody) expect(c.body, c.name).toBeDefined();
    }
    const getWithBody = allCalls.filter((c) => c.getWithBody).map((c) => c.name);
    expect(getWithBody.sort()).toEqual(['NavigationMenu.GetMenuItemsByMenuNameAndMenuItemId', 'Plan.UpdateResthour', 'UserManagement.Put']);
  });

  it('lists every pay-account rule kind once', () => {
    const kinds = payAccountRuleDetail.options.map((option) => option.shape.kind.value);
    expect([...kinds].sort()).toEqual([...PAY_RULE_KINDS].sort());
  });
});
