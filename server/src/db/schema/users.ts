import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A person who logs in. Planning refers to the same row as a plan user (planUserId = id). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    lockoutEnabled: boolean('lockout_enabled').notNull().default(true),
    /** While set and in the future, sign-in is held back for addresses the user has never signed in from (docs/decisions.md). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    employeeId: integer('employee_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/**
 * A signed-in session: the token names it, every call checks it, and logout, a new password or
 * a reset revoke it. `expiresAt` is the absolute end that renewing cannot pass.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens for a password reset or a welcome mail; only their SHA-256 is kept. */
export const passwordTokens = pgTable('password_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  purpose: text('purpose', { enum: ['reset', 'welcome'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const loginLog = pgTable(
  'login_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    actionType: text('action_type').notNull(),
    ipAddress: text('ip_address'),
    changeDate: timestamp('change_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_log_user_idx').on(t.userId, t.changeDate), index('login_log_username_idx').on(t.username, t.changeDate)],
);

/** The application log shown to admins: unexpected errors and notable events. */
export const appLog = pgTable(
  'app_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    level: text('level').notNull(),
    message: text('message').notNull(),
    exception: text('exception'),
    url: text('url'),
    userName: text('user_name'),
  },
  (t) => [index('app_log_timestamp_idx').on(t.timestamp)],
);

/** Mails written when no SMTP server is configured, so resets work out of the box. */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentBySmtp: boolean('sent_by_smtp').notNull().default(false),
  createdAt: createdAt(),
});

export const userSettings = pgTable('user_settings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  entityName: text('entity_name').notNull(),
  selection: text('selection').notNull(),
  propertyTypeId: integer('property_type_id'),
});

export const menuItems = pgTable('menu_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  menuName: text('menu_name').notNull(),
  key: text('key').notNull().unique(),
  displayName: text('display_name').notNull(),
  routerLink: text('router_link'),
  iconClass: text('icon_class'),
  sortOrder: integer('sort_order').notNull(),
  parentId: integer('parent_id'),
  isParent: boolean('is_parent').notNull().default(false),
  /** Roles that see the item; empty means every signed-in user. */
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
});

/** Secrets the server makes itself when none is configured (the JWT key), shared by all instances. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
