// Required beyond specification section 5: `color` of SaveWatchTemplateColor. `active` and `planUserId` stay
// optional: left out, templates of every state and the caller's palette (with the shared templates).
// DeactivateWatchTemplateById takes an optional `replacementWatchTemplateId` beyond the specification: the code
// offered instead (left out: unchanged).
import { z } from 'zod';
import { call, controller } from '../call.ts';
import { q } from '../params.ts';
import { EVERY_ROLE, PLANNERS, PLANNING_READERS } from '../roles.ts';
import { empty } from '../dto/common.ts';
import { payAccountDto } from '../dto/agreements.ts';
import {
  planUserWithWatchTemplatesDto,
  saveWatchTemplateRequest,
  watchTemplateDto,
  watchTemplateSummaryDto,
} from '../dto/watch-templates.ts';

export const watchTemplate = controller('WatchTemplate', {
  getWatchTemplateById: call({
    method: 'GET',
    summary: 'One watch template with its details, properties and sub-templates.',
    access: EVERY_ROLE,
    query: { id: q.int() },
    response: watchTemplateDto,
  }),
  deleteWatchTemplateById: call({
    method: 'GET',
    summary: 'Delete a watch template no watch uses (400 otherwise; deactivate it instead).',
    access: PLANNERS,
    query: { id: q.int() },
    response: empty,
  }),
  activateWatchTemplateById: call({
    method: 'GET',
    summary: 'Activate a watch template in a sort group; its code must be unique among active templates.',
    access: PLANNERS,
    query: { id: q.int(), sortgroup: q.int().between(-100_000, 100_000) },
    response: watchTemplateDto,
  }),
  deactivateWatchTemplateById: call({
    method: 'GET',
    summary: 'Deactivate a watch template, optionally naming the code offered instead: it is no longer offered, and existing watches keep it.',
    access: PLANNERS,
    query: { id: q.int(), replacementWatchTemplateId: q.int().optional() },
    response: watchTemplateDto,
  }),
  saveWatchTemplateColor: call({
    method: 'GET',
    summary: "Change a watch template's colour (#rrggbb).",
    access: PLANNERS,
    query: { id: q.int(), color: q.string().maxChars(7) },
    response: watchTemplateDto,
  }),
  getWatchTemplates: call({
    method: 'GET',
    summary: "A planner's palette and the shared templates, active or not (the caller's when planUserId is left out).",
    access: EVERY_ROLE,
    query: { active: q.bool().optional(), planUserId: q.int().optional() },
    response: z.array(watchTemplateSummaryDto),
  }),
  getOtherWatchTemplates: call({
    method: 'GET',
    summary: "Another planner's palette.",
    access: PLANNING_READERS,
    query: { userid: q.int(), active: q.bool().optional() },
    response: z.array(watchTemplateSummaryDto),
  }),
  getPlanUsersWithWatchTemplates: call({
    method: 'GET',
    summary: 'The planners who have a palette of watch templates.',
    access: PLANNING_READERS,
    response: z.array(planUserWithWatchTemplatesDto),
  }),
  getActiveWatchTemplates: call({
    method: 'GET',
    summary: "The active templates of a planner's palette and the shared ones, in sort group order.",
    access: EVERY_ROLE,
    query: { planUserId: q.int().optional() },
    response: z.array(watchTemplateSummaryDto),
  }),
  getActiveExtendWatchTemplates: call({
    method: 'GET',
    summary: 'The active templates with their details, properties and sub-templates.',
    access: EVERY_ROLE,
    query: { planUserId: q.int().optional() },
    response: z.array(watchTemplateDto),
  }),
  getPayAccounts: call({ method: 'GET', summary: 'All pay accounts (for template properties that post to them).', access: PLANNERS, response: z.array(payAccountDto) }),
  saveWatchTemplate: call({
    method: 'POST',
    summary: 'Create or update a watch template; replace=true saves a used template as a new one that replaces it.',
    access: PLANNERS,
    query: { replace: q.bool() },
    body: saveWatchTemplateRequest,
    response: watchTemplateDto,
  }),
});
