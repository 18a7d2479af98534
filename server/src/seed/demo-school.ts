/** The demo school's content. Filled in by the seed work of issue 2. */
import type { AppContext } from '../context';

export async function seedDemoSchool(_ctx: AppContext): Promise<string[]> {
  throw new Error('demo seed not written yet');
}
