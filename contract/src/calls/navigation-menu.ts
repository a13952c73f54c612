import { z } from 'zod';
import { call, controller } from '../call.ts';
import { menuItemDto, menuRequest } from '../dto/users.ts';

export const navigationMenu = controller('NavigationMenu', {
  getMenuItemsByMenuNameAndMenuItemId: call({
    method: 'GET',
    getWithBody: true,
    summary: "A menu's items below a parent item (all levels when no parent is given), filtered by the caller's roles.",
    access: 'authenticated',
    body: menuRequest,
    response: z.array(menuItemDto),
  }),
});
