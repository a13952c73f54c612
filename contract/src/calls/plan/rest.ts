// Plan calls: rest hours and rest cards (DOMAIN.md section 10).
// Required beyond specification section 5: `signaturedate` of the signature calls.
// Required beyond specification section 5: `signername` and `signerrank` of SaveRestAuthorizedSignatureDate (the
// person who countersigns, also on a shared Ship login).
// The specification has no call removing the authorized signature: RemoveRestEmployeeSignatureDate removes the
// employee's signature before the countersignature; after it, ReopenRestCard (beyond the specification) opens
// the card with a reason. ApproveRestDays and RemoveRestDayApproval (beyond the specification) approve days
// entered by hand when KAJ_ALLOW_RESTHOUR_APPROVALS is on.
import { z } from 'zod';
import { call } from '../../call.ts';
import { dateRange, q } from '../../params.ts';
import { APPROVERS, EVERY_ROLE, PLANNING_READERS } from '../../roles.ts';
import { employeeDto, employmentIdsRequest } from '../../dto/planning.ts';
import { reopenRestCardRequest, restCardDto, restCardStatusDto, resthourDto, saveRestDayRequest } from '../../dto/rest.ts';
import { AUTHORIZED_SIGNERS, REALISED_EDITORS, REST_SIGNERS, SELF_SERVICE } from '../access.ts';

const card = { employmentid: q.int(), ...dateRange() };

export const restCalls = {
  saveRestDay: call({
    method: 'POST',
    summary: "Enter a day's rest periods by hand (an empty list goes back to the realised watches).",
    access: REALISED_EDITORS,
    query: card,
    body: saveRestDayRequest,
    response: employeeDto,
  }),
  getRestCardDto: call({
    method: 'POST',
    summary: 'The monthly rest cards of chosen employments from start to end, with breaches and signatures.',
    access: EVERY_ROLE,
    query: { ...dateRange() },
    body: employmentIdsRequest,
    response: z.array(restCardDto),
  }),
  getMissingRestCardDto: call({
    method: 'GET',
    summary: 'The employments in reach whose rest card of the period is not fully signed.',
    access: PLANNING_READERS,
    query: { period: q.period() },
    response: z.array(restCardStatusDto),
  }),
  saveRestEmployeeSignatureDate: call({
    method: 'GET',
    summary: 'The seafarer signs their own rest card of the month.',
    access: SELF_SERVICE,
    query: { ...card, signaturedate: q.date() },
    response: restCardDto,
  }),
  saveRestAuthorizedSignatureDate: call({
    method: 'GET',
    summary: 'The master or an authorised person countersigns a rest card the seafarer has signed, with their name and rank.',
    access: AUTHORIZED_SIGNERS,
    query: { ...card, signaturedate: q.date(), signername: q.string().maxChars(100), signerrank: q.string().maxChars(100) },
    response: restCardDto,
  }),
  removeRestEmployeeSignatureDate: call({
    method: 'GET',
    summary: "Remove the seafarer's signature from a rest card that is not yet countersigned.",
    access: REST_SIGNERS,
    query: card,
    response: restCardDto,
  }),
  reopenRestCard: call({
    method: 'POST',
    summary: 'Open a countersigned rest card again, removing both signatures; the reason goes to the audit trail.',
    access: AUTHORIZED_SIGNERS,
    query: card,
    body: reopenRestCardRequest,
    response: restCardDto,
  }),
  approveRestDays: call({
    method: 'POST',
    summary: 'Approve the days entered by hand from start to end one level up (the levels of watch approval).',
    access: APPROVERS,
    query: card,
    response: z.array(restCardDto),
  }),
  removeRestDayApproval: call({
    method: 'POST',
    summary: 'Take the days entered by hand from start to end out of their approval.',
    access: APPROVERS,
    query: card,
    response: z.array(restCardDto),
  }),
  updateResthour: call({
    method: 'GET',
    getWithBody: true,
    summary: 'Add, change or remove one rest period entered by hand; answers the rest card of its month.',
    access: REALISED_EDITORS,
    body: resthourDto,
    response: restCardDto,
  }),
};
