import { count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { runtimeSettings, users } from '../../db/schema.ts';

/** A setting an admin changed at runtime (feature flags, the paywall split). */
export type RuntimeSettingRow = typeof runtimeSettings.$inferSelect;

export async function allRuntimeSettings(db: Database): Promise<RuntimeSettingRow[]> {
  return db.select().from(runtimeSettings);
}

export async function runtimeSettingByKey(db: Database, key: string): Promise<RuntimeSettingRow | undefined> {
  const [row] = await db.select().from(runtimeSettings).where(eq(runtimeSettings.key, key)).limit(1);
  return row;
}

/** Writes the setting (insert or update, one statement). */
export async function upsertRuntimeSetting(db: Database, row: { key: string; value: unknown; updatedByUserId: string; updatedAt: Date }): Promise<void> {
  await db
    .insert(runtimeSettings)
    .values(row)
    .onConflictDoUpdate({ target: runtimeSettings.key, set: { value: row.value, updatedByUserId: row.updatedByUserId, updatedAt: row.updatedAt } });
}

/** How many users were assigned each paywall variant. */
export async function paywallVariantCounts(db: Database): Promise<{ variant: string | null; n: number }[]> {
  return db.select({ variant: users.paywallVariant, n: count() }).from(users).where(isNotNull(users.paywallVariant)).groupBy(users.paywallVariant);
}
