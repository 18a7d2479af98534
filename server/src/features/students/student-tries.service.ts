/**
 * How a child worked on their tries, for the staff profile: the strokes of their tracing tries (issue 13
 * item 6) and the prompts they heard in the other language (item 3). The caller checks who may see the
 * child (student-progress.service.ts assertCanSeeStudent).
 */
import { OTHER_LANGUAGE_DAYS, type OtherLanguageUse, type TracingTriesResponse } from '@aralin/contract';
import type { AppContext } from '../../context';
import * as q from './student-tries.queries';

/** How many tracing tries, and how many activities of other-language use, the profile shows. */
const SHOWN = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The child's newest tracing tries with how each was written, newest first. */
export async function tracingTries(ctx: AppContext, studentId: number): Promise<TracingTriesResponse> {
  const rows = await q.listTracingTries(ctx.db, studentId, SHOWN);
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
}

/** How often the child used the other language in the last OTHER_LANGUAGE_DAYS days, in all and per activity. */
export async function otherLanguageUse(ctx: AppContext, studentId: number): Promise<OtherLanguageUse> {
  const since = new Date(ctx.clock.now().getTime() - OTHER_LANGUAGE_DAYS * DAY_MS);
  const activities = (await q.listOtherLanguageUse(ctx.db, studentId, since)).map((r) => ({
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
}
