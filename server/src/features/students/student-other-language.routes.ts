/** How often a child used the other language during play, for the staff profile (issue 13 item 3). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { OTHER_LANGUAGE_DAYS, routes, type OtherLanguageUse } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import { assertCanSeeStudent } from './student-progress.service';

/** How many activities the answer lists. */
const SHOWN = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export const studentOtherLanguageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = routes.management.otherLanguage;
  app.get(route.path, { onRequest: requireStaff, schema: route.schema }, async (req): Promise<OtherLanguageUse> => {
    await assertCanSeeStudent(ctx, req.actor, req.params.id);
    const since = new Date(ctx.clock.now().getTime() - OTHER_LANGUAGE_DAYS * DAY_MS);
    // A question is one serving of it in a session: (session, question). Its attempts count once.
    const { rows } = await ctx.db.execute<{
      activity_id: number;
      title: string;
      questions: number;
      used: number;
      used_en: number;
      used_tl: number;
      last_used_at: Date | string | null;
    }>(sql`
      select a.activity_id, v.title,
        count(distinct (a.session_id, a.question_id))::int as questions,
        count(distinct (a.session_id, a.question_id)) filter (where a.other_language is not null)::int as used,
        count(distinct (a.session_id, a.question_id)) filter (where a.other_language = 'en')::int as used_en,
        count(distinct (a.session_id, a.question_id)) filter (where a.other_language = 'tl')::int as used_tl,
        max(a.created_at) filter (where a.other_language is not null) as last_used_at
      from attempts a join activities v on v.id = a.activity_id
      where a.student_id = ${req.params.id} and a.created_at >= ${since.toISOString()}
      group by a.activity_id, v.title
      order by used desc, max(a.created_at) desc, a.activity_id`);
    const activities = rows.map((r) => ({
      activity_id: Number(r.activity_id),
      activity_title: r.title,
      questions: Number(r.questions),
      used: Number(r.used),
      used_en: Number(r.used_en),
      used_tl: Number(r.used_tl),
      last_used_at: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
    }));
    const sum = (k: 'questions' | 'used' | 'used_en' | 'used_tl') => activities.reduce((n, a) => n + a[k], 0);
    return {
      days: OTHER_LANGUAGE_DAYS,
      questions: sum('questions'),
      used: sum('used'),
      used_en: sum('used_en'),
      used_tl: sum('used_tl'),
      activities: activities.slice(0, SHOWN),
    };
  });
};
