/** The demo school: seeded on a new embedded database, or when SEED_DEMO=1 (ARCHITECTURE.md). */
import type { AppContext } from '../context';

/** Seeds when wanted and returns the sign-in lines to print, or undefined. */
export async function seedDemoIfWanted(ctx: AppContext, freshEmbedded: boolean): Promise<string[] | undefined> {
  const wanted = ctx.config.seedDemo ?? (freshEmbedded && !ctx.config.databaseUrl);
  if (!wanted) return undefined;
  const { seedDemoSchool } = await import('./demo-school');
  return seedDemoSchool(ctx);
}
