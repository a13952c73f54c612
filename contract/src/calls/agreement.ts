// Required beyond specification section 5: `payaccountruleid`, `exportAccountId` and `propertytypeid` of the
// add/remove calls. MoveAgreement's `parentId` stays optional: left out, the agreement moves to the top.
// The add/remove calls have no method in the specification; they change data, so they are POST.
// Beyond section 7: SavePayAccount, DeletePayAccount, SavePayAccountClosingActivityType,
// DeletePayAccountClosingActivityType and DeleteExportAccount, because the specification lists how to read
// pay accounts, closing activity types and export accounts but not how an admin makes or removes them.
import { z } from 'zod';
import { call, controller } from '../call.ts';
import { q } from '../params.ts';
import { ADMIN, PLANNERS, PLANNING_READERS } from '../roles.ts';
import { empty } from '../dto/common.ts';
import {
  agreementDto,
  agreementRecordDto,
  agreementTreeNodeDto,
  exportAccountDto,
  payAccountClosingActivityTypeDto,
  payAccountDto,
  saveAgreementRequest,
  saveExportAccountRequest,
  savePayAccountClosingActivityTypeRequest,
  savePayAccountRequest,
  vacationDayValueRequest,
} from '../dto/agreements.ts';
import { payAccountRuleDto, savePayAccountRuleRequest } from '../dto/pay-rules.ts';

export const agreement = controller('Agreement', {
  getAgreements: call({ method: 'GET', summary: 'All agreements, as a flat list.', access: PLANNING_READERS, response: z.array(agreementRecordDto) }),
  getAgreementTree: call({
    method: 'GET',
    summary: 'The agreements as a tree: a child inherits its parent’s rules.',
    access: PLANNING_READERS,
    response: z.array(agreementTreeNodeDto),
  }),
  getAgreementChildren: call({
    method: 'GET',
    summary: 'The direct children of an agreement.',
    access: PLANNING_READERS,
    query: { agreementid: q.int() },
    response: z.array(agreementRecordDto),
  }),
  getAgreementDtoById: call({
    method: 'GET',
    summary: 'An agreement with its own and inherited rules, properties, property types, pay accounts and export accounts.',
    access: PLANNING_READERS,
    query: { agreementid: q.int() },
    response: agreementDto,
  }),
  getAgreementById: call({
    method: 'GET',
    summary: 'One agreement: code, name and parent.',
    access: PLANNING_READERS,
    query: { agreementid: q.int() },
    response: agreementRecordDto,
  }),
  getAgreementByEmploymentId: call({
    method: 'GET',
    summary: 'The agreement an employment is under.',
    access: PLANNING_READERS,
    query: { employmentid: q.int() },
    response: agreementRecordDto,
  }),
  deleteAgreement: call({
    method: 'GET',
    summary: 'Delete an agreement that has no children and no employments (400 otherwise).',
    access: ADMIN,
    query: { agreementid: q.int() },
    response: empty,
  }),
  moveAgreement: call({
    method: 'GET',
    summary: 'Move an agreement below another (to the top without parentId); refused if it would make a cycle.',
    access: ADMIN,
    query: { id: q.int(), parentId: q.int().optional() },
    response: agreementRecordDto,
  }),
  saveAgreement: call({
    method: 'POST',
    summary: 'Create or update an agreement: code, name, parent, rule dates, properties and pay accounts.',
    access: ADMIN,
    body: saveAgreementRequest,
    response: agreementDto,
  }),
  addAgreementRule: call({
    method: 'POST',
    summary: 'Give an agreement a pay-account rule.',
    access: ADMIN,
    query: { agreementid: q.int(), payaccountruleid: q.int() },
    response: agreementDto,
  }),
  removeAgreementRule: call({
    method: 'POST',
    summary: 'Take a pay-account rule from an agreement (the rule itself stays).',
    access: ADMIN,
    query: { agreementid: q.int(), payaccountruleid: q.int() },
    response: agreementDto,
  }),
  addExportAccount: call({
    method: 'POST',
    summary: 'Let an agreement export on an export account (wage type).',
    access: ADMIN,
    query: { agreementid: q.int(), exportAccountId: q.int() },
    response: agreementDto,
  }),
  removeExportAccount: call({
    method: 'POST',
    summary: 'Stop an agreement exporting on an export account.',
    access: ADMIN,
    query: { agreementid: q.int(), exportAccountId: q.int() },
    response: agreementDto,
  }),
  addPropertyType: call({
    method: 'POST',
    summary: 'Let employments under the agreement carry properties of a property type.',
    access: ADMIN,
    query: { agreementid: q.int(), propertytypeid: q.int() },
    response: agreementDto,
  }),
  removePropertyType: call({
    method: 'POST',
    summary: 'Take a property type from an agreement.',
    access: ADMIN,
    query: { agreementid: q.int(), propertytypeid: q.int() },
    response: agreementDto,
  }),
  getPayAccountRules: call({ method: 'GET', summary: 'All pay-account rules.', access: PLANNERS, response: z.array(payAccountRuleDto) }),
  getExportAccounts: call({ method: 'GET', summary: 'All export accounts (Lessor wage types).', access: PLANNERS, response: z.array(exportAccountDto) }),
  getPayAccountClosingActivityTypes: call({
    method: 'GET',
    summary: 'The kinds of closing activity: payout, expiry, norm move, derived …',
    access: PLANNING_READERS,
    response: z.array(payAccountClosingActivityTypeDto),
  }),
  getPayAccountRuleById: call({
    method: 'GET',
    summary: 'One pay-account rule with its kind-specific detail and pre-factors.',
    access: PLANNERS,
    query: { id: q.int() },
    response: payAccountRuleDto,
  }),
  removePayAccountRuleById: call({
    method: 'GET',
    summary: 'Delete a pay-account rule that no agreement uses and that made no closed activity (400 otherwise).',
    access: ADMIN,
    query: { id: q.int() },
    response: empty,
  }),
  addPayAccountRule: call({
    method: 'POST',
    summary: 'Create a pay-account rule (with an id: save it, as Plan.SavePayAccountRule), optionally giving it to an agreement at once.',
    access: ADMIN,
    body: savePayAccountRuleRequest,
    response: payAccountRuleDto,
  }),
  updateExportAccount: call({
    method: 'POST',
    summary: 'Create or update an export account.',
    access: ADMIN,
    body: saveExportAccountRequest,
    response: exportAccountDto,
  }),
  getVacationDayValue: call({
    method: 'POST',
    summary: 'How many hours one vacation day counts for each chosen employment on a date, in the order asked.',
    access: PLANNING_READERS,
    body: vacationDayValueRequest,
    response: z.array(z.number()),
  }),
  deleteExportAccount: call({
    method: 'POST',
    summary: 'Delete an export account that no agreement uses (400 otherwise).',
    access: ADMIN,
    query: { id: q.int() },
    response: empty,
  }),
  savePayAccount: call({
    method: 'POST',
    summary: 'Create or update a pay account: unit, parent, balance or flow, balance-year start, overflow account, shown year.',
    access: ADMIN,
    body: savePayAccountRequest,
    response: payAccountDto,
  }),
  deletePayAccount: call({
    method: 'POST',
    summary: 'Delete a pay account that no rule, agreement, export account, budget account or other account refers to (400 otherwise).',
    access: ADMIN,
    query: { id: q.int() },
    response: empty,
  }),
  savePayAccountClosingActivityType: call({
    method: 'POST',
    summary: 'Create or update a kind of closing activity (name, outgoing); the outgoing flag of a keyed type is fixed.',
    access: ADMIN,
    body: savePayAccountClosingActivityTypeRequest,
    response: payAccountClosingActivityTypeDto,
  }),
  deletePayAccountClosingActivityType: call({
    method: 'POST',
    summary: 'Delete an admin-made kind of closing activity that no rule or export account refers to (400 otherwise).',
    access: ADMIN,
    query: { id: q.int() },
    response: empty,
  }),
});
