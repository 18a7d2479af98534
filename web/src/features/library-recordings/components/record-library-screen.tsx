import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { StatusPanel } from '../../../components/ui/status-panel';
import { currentLanguage } from '../../../lib/i18n';
import { useLoadErrorText } from '../../../lib/load-error';
import { type ClipFilter, type LangFilter, nextMissing, recordedCount, stepFrom, visibleClips } from '../api/clip-walk';
import { libraryRecordingsQuery } from '../api/library-recordings-api';
import { ClipRecorder } from './clip-recorder';
import styles from './record-library.module.css';

const LANGS: LangFilter[] = ['all', 'en', 'tl'];

/**
 * /record-library (issue 15 item 4): the school records what the library's listening items say, one word
 * after another. Children then hear the school's voice instead of the tablet's.
 */
export function RecordLibraryScreen() {
  const { t } = useTranslation('recordings');
  const loadErrorText = useLoadErrorText();
  const list = useQuery(libraryRecordingsQuery());
  const [filter, setFilter] = useState<ClipFilter>({ lang: 'all', activity: 'all', missingOnly: false });
  const [currentId, setCurrentId] = useState<string | null>(null);
  const lang = currentLanguage();

  if (list.isPending) return <StatusPanel kind="loading" />;
  if (list.isError)
    return (
      <StatusPanel
        kind="error"
        text={t('loadError', { message: loadErrorText(list.error) })}
        action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
      />
    );

  const { clips, activities } = list.data;
  const titles = new Map(activities.map((a) => [a.key, a.title[lang] || a.title.en]));
  const shown = visibleClips(clips, filter);
  const current = shown.find((c) => c.id === currentId) ?? shown[0] ?? null;
  const at = current ? shown.indexOf(current) : -1;
  const recorded = recordedCount(clips);
  const go = (id: string | null) => (id ? () => setCurrentId(id) : null);
  const change = (next: Partial<ClipFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setCurrentId(null);
  };

  return (
    <div className="stack">
      <div>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </div>
      <div className={styles.progress}>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={clips.length}
          aria-valuenow={recorded}
        >
          <span style={{ width: `${clips.length ? (recorded / clips.length) * 100 : 0}%` }} />
        </div>
        <p>{t('progress', { recorded, total: clips.length })}</p>
      </div>

      <div className={styles.filters}>
        <div className={styles.langs} role="group" aria-label={t('languageFilter')}>
          {LANGS.map((l) => (
            <button key={l} type="button" className={styles.lang} aria-pressed={filter.lang === l} onClick={() => change({ lang: l })}>
              {t(`filters.${l}`)}
            </button>
          ))}
        </div>
        <label className={styles.select}>
          <span>{t('activityFilter')}</span>
          <select value={filter.activity} onChange={(e) => change({ activity: e.target.value })}>
            <option value="all">{t('allActivities')}</option>
            {activities.map((a) => (
              <option key={a.key} value={a.key}>
                {titles.get(a.key)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={filter.missingOnly} onChange={(e) => change({ missingOnly: e.target.checked })} />
          {t('missingOnly')}
        </label>
      </div>

      {current ? (
        <ClipRecorder
          key={current.id}
          clip={current}
          usedIn={current.activities.map((key) => titles.get(key) ?? key)}
          position={at + 1}
          total={shown.length}
          onPrevious={go(stepFrom(shown, current.id, -1))}
          onNext={go(filter.missingOnly ? nextMissing(shown, current.id) : stepFrom(shown, current.id, 1))}
        />
      ) : (
        <StatusPanel kind="empty" title={t('nothingShownTitle')} text={t('nothingShown')} />
      )}

      <section aria-labelledby="all-clips">
        <h2 id="all-clips" className={styles.listTitle}>
          {t('listTitle')}
        </h2>
        <ol className={styles.list}>
          {shown.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={styles.item}
                aria-current={c.id === current?.id ? 'true' : undefined}
                onClick={() => setCurrentId(c.id)}
              >
                <span className={styles.itemText} lang={c.lang === 'tl' ? 'fil' : 'en'}>
                  {c.text}
                </span>
                <span className={styles.itemLang}>{c.lang === 'en' ? 'EN' : 'FIL'}</span>
                <span className={c.recording ? styles.done : styles.notRecorded}>{c.recording ? t('recorded') : t('toRecord')}</span>
              </button>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
