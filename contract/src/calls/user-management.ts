import { z } from 'zod';
import { call, controller } from '../call.ts';
import { q } from '../params.ts';
import { ADMIN } from '../roles.ts';
import { empty } from '../dto/common.ts';
import { mailDto, userDto, userUpdateRequest } from '../dto/users.ts';

export const userManagement = controller('UserManagement', {
  getUsers: call({ method: 'GET', summary: 'All users with active flag and roles.', access: ADMIN, response: z.array(userDto) }),
  put: call({
    method: 'GET',
    getWithBody: true,
    summary: 'Update a user: names, active flag and roles.',
    access: ADMIN,
    query: { id: q.int() },
    body: userUpdateRequest,
    response: userDto,
  }),
  sendMail: call({
    method: 'POST',
    summary: 'Send a mail to a user.',
    access: ADMIN,
    query: { userId: q.int() },
    body: mailDto,
    response: empty,
  }),
});
