// Notifications (issue 15): call `notify` from any transaction; see docs/architecture.md.
export { notify, type Notice, type Recipients } from './notify.ts';
export { departmentUsers } from './recipients.ts';
export { notificationHandlers } from './notification-handlers.ts';
export { startMailDispatch } from './mail-dispatch.ts';
