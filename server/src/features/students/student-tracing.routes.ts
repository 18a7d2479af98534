/** A child's tracing tries with how each was written, for the staff profile (issue 13 item 6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { routes, type TracingTriesResponse } from '@aralin/contract';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import { assertCanSeeStudent } from './student-progress.service';

/** How many tries the profile shows, newest first. */
const SHOWN = 20;

export const studentTracingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = routes.management.tracingTries;
  app.get(route.path, { onRequest: requireStaff, schema: route.schema }, async (req): Promise<TracingTriesResponse> => {
    await assertCanSeeStudent(ctx, req.actor, req.params.id);
    const { rows } = await ctx.db.execute<{
      id: number;
      strokes: { target: string; strokes_total: number; strokes: TracingTriesResponse[number]['strokes']; order_ok: boolean };
      title: string;
      accuracy: number | null;
      passed: boolean;
      at: Date | string;
    }>(sql`
      select a.id, a.strokes, v.title, a.accuracy, a.is_correct as passed, a.created_at as at
      from attempts a join activities v on v.id = a.activity_id
      where a.student_id = ${req.params.id} and a.strokes is not null
      order by a.created_at desc, a.id desc limit ${SHOWN}`);
    return rows.map((r) => ({
      id: Number(r.id),
      target: r.strokes.target,
      activity_title: r.title,
      accuracy: r.accuracy,
      passed: r.passed,
      strokes_total: r.strokes.strokes_total,
      strokes: r.strokes.strokes,
      order_ok: r.strokes.order_ok,
      at: new Date(r.at).toISOString(),
    }));
  });
};
