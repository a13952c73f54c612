import { addAndGetPlanUserById, changeUserPassword, getPlanUserById, getPlanUsers, getRoles, savePlanUser } from './plan-users.ts';
import { createUser } from './create-user.ts';
import { getUsers, putUser, sendMail } from './user-management.ts';

export const userHandlers = [getPlanUsers, getPlanUserById, addAndGetPlanUserById, getRoles, savePlanUser, createUser, changeUserPassword, getUsers, putUser, sendMail];
