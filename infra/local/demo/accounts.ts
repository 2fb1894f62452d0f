import type { NewUser } from '@migralink/functions/data/users';

/** The one password of every demo account. */
export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_ADMIN_EMAIL = 'admin@example.com';
export const DEMO_CLIENT_EMAIL = 'client@example.com';

/** A demo account as written, except its password hash (made once when seeding). */
export type DemoUser = Omit<NewUser, 'password_hash'> & { id: string; created_at: string };
