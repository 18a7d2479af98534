import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NotFoundPanel, isNotFound } from '../../components/ui/not-found-panel';
import { StatusPanel } from '../../components/ui/status-panel';
import { Button } from '../../components/ui/button';
import { useActivityPath } from '../../lib/use-activity-path';
import { fetchPreview, PreviewContext, PreviewSession } from '../../components/play/preview-source';
import { PlayScreen } from '../../features/play/components/play-screen';
import { TracingScreen } from '../../features/tracing/components/tracing-screen';

/**
 * .../activities/{id}/preview (issue 12): staff play the activity in the child's screens, in the
 * language chosen, with nothing recorded. The play and tracing features meet here, not in each other.
 */
export function ActivityPreviewRoute() {
  const { t, i18n } = useTranslation('play');
  const navigate = useNavigate();
  const { activityId = 0, list } = useActivityPath();
  const lang = i18n.language === 'tl' ? 'tl' : 'en';
  const detailPath = `${list}/${activityId}`;
  const preview = useQuery({
    queryKey: ['activity-preview', activityId, lang],
    queryFn: ({ signal }) => fetchPreview(activityId, lang, signal),
    // One fetch per preview run: a refetch would start the run over.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 1,
  });
  const session = useMemo(() => (preview.data ? new PreviewSession(preview.data, lang) : null), [preview.data, lang]);
  const exit = () => void navigate(detailPath);

  if (preview.isPending) return <StatusPanel kind="loading" />;
  if (isNotFound(preview.error)) return <NotFoundPanel back={list} />;
  if (!session) return <StatusPanel kind="error" text={t('preview.failed')} action={<Button onClick={exit}>{t('preview.exit')}</Button>} />;
  if (session.preview.questions.length === 0) {
    return (
      <StatusPanel
        kind="empty"
        title={t('preview.label')}
        text={t('preview.empty')}
        action={<Button onClick={exit}>{t('preview.exit')}</Button>}
      />
    );
  }
  const type = session.preview.activity.type;
  return (
    <PreviewContext.Provider value={{ session, exit }}>
      {type === 'tracing' ? <TracingScreen key={lang} /> : <PlayScreen key={lang} kind={type} />}
    </PreviewContext.Provider>
  );
}
