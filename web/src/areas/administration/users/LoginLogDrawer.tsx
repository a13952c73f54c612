import { Drawer } from 'antd';
import { fullName, type User } from '../shared/admin-types.ts';
import { LoginLogTable } from '../shared/LoginLogTable.tsx';

/** A user's login log beside the user list. */
export function LoginLogDrawer({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <Drawer title={user ? `Loginlog for ${fullName(user)}` : 'Loginlog'} open={user !== null} onClose={onClose} size={820} destroyOnHidden>
      {user && <LoginLogTable userId={user.id} />}
    </Drawer>
  );
}
