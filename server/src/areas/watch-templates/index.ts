import { saveWatchTemplate } from './save-watch-template.ts';
import {
  getActiveExtendWatchTemplates,
  getActiveWatchTemplates,
  getOtherWatchTemplates,
  getPlanUsersWithWatchTemplates,
  getTemplatePayAccounts,
  getWatchTemplateById,
  getWatchTemplates,
} from './template-reads.ts';
import { activateWatchTemplate, deactivateWatchTemplate, deleteWatchTemplate, saveWatchTemplateColor } from './template-state.ts';

export const watchTemplateHandlers = [
  getWatchTemplateById,
  getWatchTemplates,
  getActiveWatchTemplates,
  getActiveExtendWatchTemplates,
  getOtherWatchTemplates,
  getPlanUsersWithWatchTemplates,
  getTemplatePayAccounts,
  saveWatchTemplate,
  activateWatchTemplate,
  deactivateWatchTemplate,
  saveWatchTemplateColor,
  deleteWatchTemplate,
];
