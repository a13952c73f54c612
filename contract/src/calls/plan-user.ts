import { z } from 'zod';
import { call, controller } from '../call.ts';
import { q } from '../params.ts';
import { ADMIN } from '../roles.ts';
import { changeUserPasswordRequest, planUserDto, roleDto, savePlanUserRequest, userCreationRequestDto } from '../dto/users.ts';

export const planUser = controller('PlanUser', {
  getPlanUsers: call({ method: 'GET', summary: 'All users with their roles.', access: ADMIN, response: z.array(planUserDto) }),
  addAndGetPlanUserById: call({
    method: 'GET',
    summary: 'The plan user of a user id (every user is a plan user).',
    access: ADMIN,
    query: { id: q.int() },
    response: planUserDto,
  }),
  getPlanUserById: call({ method: 'GET', summary: 'One user.', access: ADMIN, query: { id: q.int() }, response: planUserDto }),
  getRoles: call({ method: 'GET', summary: 'The roles a user can hold.', access: ADMIN, response: z.array(roleDto) }),
  savePlanUser: call({
    method: 'POST',
    summary: 'Edit names, roles, linked employee, lockout and active flag.',
    access: ADMIN,
    body: savePlanUserRequest,
    response: planUserDto,
  }),
  createUser: call({
    method: 'POST',
    summary: 'Create a user with a default role, optionally mailing a link to set a password.',
    access: ADMIN,
    body: userCreationRequestDto,
    response: planUserDto,
  }),
  changeUserPassword: call({
    method: 'POST',
    summary: "Set a password: an admin for anyone, a user for themselves with the current password. False if too weak.",
    access: 'authenticated',
    body: changeUserPasswordRequest,
    response: z.boolean(),
  }),
});
