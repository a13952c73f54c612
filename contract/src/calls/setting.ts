import { z } from 'zod';
import { call, controller } from '../call.ts';
import { q } from '../params.ts';
import { empty } from '../dto/common.ts';
import { saveSettingRequest, settingDto } from '../dto/users.ts';

export const setting = controller('Setting', {
  getUserSettings: call({ method: 'GET', summary: "The caller's saved settings.", access: 'authenticated', response: z.array(settingDto) }),
  saveUserSetting: call({
    method: 'POST',
    summary: 'Save a setting (by id, or by entity name and property type).',
    access: 'authenticated',
    body: saveSettingRequest,
    response: settingDto,
  }),
  deleteUserSettings: call({ method: 'POST', summary: "Delete all the caller's settings.", access: 'authenticated', response: empty }),
  deleteUserSetting: call({
    method: 'POST',
    summary: 'Delete one of the caller\'s settings.',
    access: 'authenticated',
    query: { settingId: q.int() },
    response: empty,
  }),
});
