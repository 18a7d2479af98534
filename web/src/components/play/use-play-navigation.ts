/** Where a play screen's back and home buttons go, and the activity's title (spec §2, §4; issue 12). */
import type { StudentActivity } from '@aralin/contract';
import { useLocation, useNavigate } from 'react-router';
import { usePreview } from './preview-source';

/** Title of the activity passed along by the activity detail (spec §2), in the child's language. */
function titleOf(state: unknown, lang: 'en' | 'tl'): string {
  const activity = (state as { activity?: StudentActivity } | null)?.activity;
  if (!activity) return '';
  const bilingual = activity.extra_data?.title as Record<string, string> | undefined;
  return bilingual?.[lang] || activity.title;
}

/**
 * Home goes to the student home, back one page back (spec §4; leaving resets the session in the
 * background, the session hook's part); in a staff preview both close the preview.
 */
export function usePlayNavigation(lang: 'en' | 'tl') {
  const navigate = useNavigate();
  const location = useLocation();
  const preview = usePreview();
  const goHome = () => (preview ? preview.exit() : void navigate('/student-home'));
  const goBack = () => (preview ? preview.exit() : location.key !== 'default' ? void navigate(-1) : goHome());
  const title = preview ? preview.session.preview.activity.title : titleOf(location.state, lang);
  return { goHome, goBack, title };
}
