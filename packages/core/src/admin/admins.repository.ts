import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pendingAdmins, users, type UserRow } from '../db/schema.ts';

/** Makes admins of the accounts with these e-mails that are not admins yet; returns the ones changed. */
export async function promoteUsersByEmail(db: Database, emails: string[], now: Date): Promise<{ id: string; email: string }[]> {
  return db
    .update(users)
    .set({ role: 'admin', updatedAt: now })
    .where(and(inArray(users.email, emails), ne(users.role, 'admin')))
    .returning({ id: users.id, email: users.email });
}

/** Uses up the pending-admin row of the address; returns the rows deleted (none or one). */
export async function deletePendingAdmin(db: Database, email: string): Promise<{ email: string }[]> {
  return db.delete(pendingAdmins).where(eq(pendingAdmins.email, email)).returning({ email: pendingAdmins.email });
}

/** Leaves a pending-admin row for an address without an account; returns the rows inserted (none if it was there). */
export async function insertPendingAdmin(db: Database, email: string): Promise<{ email: string }[]> {
  return db.insert(pendingAdmins).values({ email }).onConflictDoNothing().returning({ email: pendingAdmins.email });
}

/** Makes the user an admin and returns the row as it now is. */
export async function promoteUser(db: Database, userId: string, now: Date): Promise<UserRow | undefined> {
  const [updated] = await db.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, userId)).returning();
  return updated;
}

/** Sets the user's role (the CLI's promote and demote). */
export async function setUserRole(db: Database, userId: string, role: UserRow['role'], now: Date): Promise<void> {
  await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, userId));
}

/** Id, e-mail and role of the account with this (lower-cased) e-mail. */
export async function findUserRoleByEmail(db: Database, email: string): Promise<Pick<UserRow, 'id' | 'email' | 'role'> | undefined> {
  const [user] = await db.select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.email, email)).limit(1);
  return user;
}
