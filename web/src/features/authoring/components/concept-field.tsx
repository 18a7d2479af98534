import { COMPETENCIES, K12_KINDERGARTEN_GUIDE_2016, competencyLabel, type Competency } from '@aralin/contract';
import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { conceptsQuery } from '../api/authoring-api';
import type { ActivityDraft } from '../api/payloads';
import { clampScore } from '../api/score';
import { NumberField } from './number-field';
import styles from './authoring.module.css';

type ConceptDraft = ActivityDraft['concept'];

/** The curriculum's competencies by domain, in the curriculum's order (issue 13 item 7). */
function competencyDomains(): [Competency['domain'], Competency[]][] {
  const out = new Map<string, [Competency['domain'], Competency[]]>();
  for (const c of COMPETENCIES) {
    const entry = out.get(c.domain.en) ?? [c.domain, []];
    entry[1].push(c);
    out.set(c.domain.en, entry);
  }
  return [...out.values()];
}

/** The concept (spec §2): an existing one by id or a new one by name, each with a required score. */
export function ConceptField({
  value,
  onChange,
  nameError,
  competencyError,
  nameRef,
}: {
  value: ConceptDraft;
  onChange: (next: ConceptDraft) => void;
  nameError?: string;
  competencyError?: string;
  /** The new concept's name input, for react-hook-form to focus when it is marked. */
  nameRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('authoring');
  const { t: tg, i18n } = useTranslation('groups');
  const lang = i18n.language === 'tl' ? 'tl' : 'en';
  const concepts = useQuery(conceptsQuery());
  const list = concepts.data ?? [];
  const chosen = value.kind === 'existing' ? list.find((c) => c.id === value.id) : undefined;
  const own = value.kind === 'none' ? undefined : value.competency;
  const pickedKey = own !== undefined ? own : chosen?.competency?.key;
  const picked = pickedKey ? COMPETENCIES.find((c) => c.key === pickedKey) : undefined;
  const score = value.kind === 'none' ? 80 : value.requiredScore;

  const choose = (raw: string) => {
    if (raw === '') return onChange({ kind: 'none' });
    if (raw === 'new') return onChange({ kind: 'new', name: '', requiredScore: score });
    const concept = list.find((c) => c.id === Number(raw));
    if (concept) onChange({ kind: 'existing', id: concept.id, requiredScore: concept.is_library ? concept.required_score : score });
  };

  return (
    <div className={styles.conceptRow}>
      <SelectField
        label={t('activity.concept')}
        value={value.kind === 'existing' ? String(value.id) : value.kind === 'new' ? 'new' : ''}
        onChange={(e) => choose(e.target.value)}
        hint={concepts.isError ? t('activity.conceptsFailed') : undefined}
      >
        <option value="">{t('activity.noConcept')}</option>
        <option value="new">{t('activity.newConcept')}</option>
        {list.some((c) => !c.is_library) && (
          <optgroup label={t('activity.schoolConcepts')}>
            {list
              .filter((c) => !c.is_library)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
          </optgroup>
        )}
        {list.some((c) => c.is_library) && (
          <optgroup label={t('activity.libraryConcepts')}>
            {list
              .filter((c) => c.is_library)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
          </optgroup>
        )}
      </SelectField>
      {value.kind === 'new' && (
        <TextField
          ref={nameRef}
          label={t('activity.conceptName')}
          value={value.name}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
          required
          maxLength={150}
          error={nameError}
        />
      )}
      {value.kind !== 'none' && (
        <NumberField
          label={t('activity.conceptScore')}
          value={score}
          clamp={clampScore}
          min={1}
          max={100}
          // A library concept is shared by every school and keeps its own score (docs/authoring.md).
          disabled={chosen?.is_library}
          hint={chosen?.is_library ? t('activity.libraryScoreHint') : t('activity.scoreHint')}
          onChange={(requiredScore) => onChange({ ...value, requiredScore })}
        />
      )}
      {value.kind !== 'none' &&
        (chosen?.is_library ? (
          chosen.competency && (
            <p className={styles.competencyNote}>{tg('curriculum.libraryHint', { words: competencyLabel(chosen.competency, lang) })}</p>
          )
        ) : (
          <SelectField
            label={tg('curriculum.label')}
            className={styles.competency}
            value={pickedKey ?? ''}
            onChange={(e) => onChange({ ...value, competency: e.target.value === '' ? null : e.target.value })}
            hint={tg('curriculum.hint', { source: K12_KINDERGARTEN_GUIDE_2016[lang] })}
            error={competencyError}
          >
            <option value="">{tg('curriculum.none')}</option>
            {competencyDomains().map(([domain, items]) => (
              <optgroup key={domain.en} label={domain[lang]}>
                {items.map((c) => (
                  <option key={c.key} value={c.key}>
                    {competencyLabel(c, lang)}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        ))}
      {value.kind !== 'none' && !chosen?.is_library && picked && (
        // The chosen competency's words in full: a closed select cuts long ones on a tablet.
        <p className={styles.competencyNote} data-testid="competency-chosen">
          {competencyLabel(picked, lang)}
        </p>
      )}
    </div>
  );
}
