import { z } from 'zod';
import { email, id, isoDateTime } from './common.ts';
import { PASSWORD_INPUT_MAX, role } from './auth.ts';
import { line, list, multiline, rawText } from './values.ts';

const name = line(100, 'Navnet kan højst være 100 tegn');
const roleList = list(role, 20);

/** A user as planning sees it; `planUserId` is the user's id (docs/decisions.md). */
export const planUserDto = z.object({
  planUserId: id,
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  employeeId: id.nullable(),
  lockoutEnabled: z.boolean(),
  isActive: z.boolean(),
  lockedUntil: isoDateTime.nullable(),
  roles: z.array(role),
  claims: z.array(z.object({ type: z.string(), value: z.string() })),
});
export type PlanUserDto = z.infer<typeof planUserDto>;

export const savePlanUserRequest = z.object({
  planUserId: id,
  firstName: name.min(1, 'Fornavn skal udfyldes'),
  lastName: name.min(1, 'Efternavn skal udfyldes'),
  employeeId: id.nullish(),
  lockoutEnabled: z.boolean(),
  isActive: z.boolean(),
  roles: roleList,
});

export const userCreationRequestDto = z.object({
  email,
  firstName: name.min(1, 'Fornavn skal udfyldes'),
  lastName: name.min(1, 'Efternavn skal udfyldes'),
  defaultRole: role.nullish(),
  sendWelcomeEmail: z.boolean().default(false),
});

export const changeUserPasswordRequest = z.object({
  userId: id,
  password: rawText(PASSWORD_INPUT_MAX, 'Password er for langt'),
  /** Required when users change their own password; an admin may set anyone's without it. */
  currentPassword: rawText(PASSWORD_INPUT_MAX, 'Password er for langt').nullish(),
});

export const roleDto = z.object({ roleId: id, name: role });

export const userDto = z.object({
  id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  roles: z.array(role),
  lastLogin: isoDateTime.nullable(),
});

export const userUpdateRequest = z.object({
  firstName: name.min(1, 'Fornavn skal udfyldes'),
  lastName: name.min(1, 'Efternavn skal udfyldes'),
  isActive: z.boolean(),
  roles: roleList,
});

export const mailDto = z.object({
  subject: line(200).min(1, 'Emne skal udfyldes'),
  message: multiline(10000).min(1, 'Besked skal udfyldes'),
});

export const settingDto = z.object({
  settingId: id,
  entityName: z.string(),
  selection: z.string(),
  propertyTypeId: id.nullable(),
});

export const saveSettingRequest = z.object({
  settingId: id.nullish(),
  entityName: line(100).min(1, 'Indstillingen skal have et navn'),
  selection: rawText(20000),
  propertyTypeId: id.nullish(),
});

export const loginLogDto = z.object({
  loginLogId: id,
  userId: id.nullable(),
  username: z.string(),
  actionType: z.string(),
  changeDate: isoDateTime,
  ipAddress: z.string().nullable(),
});

export const logEntryDto = z.object({
  logId: id,
  timestamp: isoDateTime,
  level: z.string(),
  message: z.string(),
  exception: z.string().nullable(),
  url: z.string().nullable(),
  userName: z.string().nullable(),
});

export const menuItemDto = z.object({
  menuItemId: id,
  menuName: z.string(),
  displayName: z.string(),
  routerLink: z.string().nullable(),
  iconClass: z.string().nullable(),
  sortOrder: z.number().int(),
  parentId: id.nullable(),
  isParent: z.boolean(),
});
export type MenuItemDto = z.infer<typeof menuItemDto>;

export const menuRequest = z.object({ menuName: line(100).min(1), menuItemId: id.nullish() });

/** Feature toggles and the company name; public, because the footer and login page show them. */
export const appSettingsDto = z.object({
  companyName: z.string(),
  allowTradeShifts: z.boolean(),
  allowResthourApprovals: z.boolean(),
  allowTimeRegistration: z.boolean(),
  allowMilageRegistration: z.boolean(),
  allowPasswordReset: z.boolean(),
});
export type AppSettingsDto = z.infer<typeof appSettingsDto>;
