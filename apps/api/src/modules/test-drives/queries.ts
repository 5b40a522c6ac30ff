import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testDrives } from '../../db/schema';

export async function selectLatestTestDriveId(db: Db, buyerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: testDrives.id })
    .from(testDrives)
    .where(eq(testDrives.buyerId, buyerId))
    .orderBy(desc(testDrives.createdAt), desc(testDrives.id))
    .limit(1);
  return row?.id ?? null;
}
