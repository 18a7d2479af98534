import type { CorrectAnswers, ServedQuestion } from '@aralin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakButton } from '../../../components/ui/speak-button';
import { useCanSpeak } from '../../../lib/sound/speech';
import type { QuestionStatus } from '../api/attempt-flow';
import { canSubmitChoices, encodeChoices, toggleChoice } from '../api/choice-state';
import { itemName } from './item-label';
import { CheckMark, CrossMark } from '../../../components/play/play-icons';
import styles from './choices.module.css';

interface Props {
  question: ServedQuestion;
  status: QuestionStatus;
  revealed: CorrectAnswers | null;
  lang: 'en' | 'tl';
  renderActions: (canSubmit: boolean, submit: () => void) => React.ReactNode;
  onSubmit: (answer: string) => void;
}

/** Multiple choice play (spec §2, §5): pick one or more; the server says how many are right. */
export function ChoiceQuestion({ question, status, revealed, lang, renderActions, onSubmit }: Props) {
  const { t } = useTranslation('play');
  const choices = question.extra_data.choices ?? [];
  const max = question.extra_data.select_count ?? 1;
  const [selected, setSelected] = useState<string[]>([]);
  const canSpeak = useCanSpeak(lang);
  const locked = status !== 'answering';
  const right = status === 'revealed' && revealed ? revealed.filter((v): v is string => typeof v === 'string') : null;
  const order = choices.map((c) => c.value);
  const submit = () => {
    if (canSubmitChoices(selected) && status === 'answering') onSubmit(encodeChoices(selected, order));
  };

  return (
    <>
      <div role="group" aria-labelledby="choice-title" className={styles.board} style={{ gridArea: 'board' }}>
        <h2 id="choice-title" className={styles.title}>
          {max > 1 ? t('pickMany', { count: max }) : t('pickOne')}
        </h2>
        <div className={`${styles.grid} ${choices.length <= 3 ? styles.few : ''}`}>
          {choices.map((choice) => {
            const picked = selected.includes(choice.value);
            const isRight = right?.includes(choice.value) ?? false;
            const classes = [
              styles.choice,
              canSpeak && styles.withSpeaker,
              picked && styles.picked,
              status === 'correct' && picked && styles.right,
              right && isRight && styles.right,
              right && picked && !isRight && styles.wrong,
            ]
              .filter(Boolean)
              .join(' ');
            const name = itemName(choice);
            return (
              <div key={choice.value} className={styles.choiceWrap}>
                <button
                  type="button"
                  className={classes}
                  aria-label={name}
                  aria-pressed={picked}
                  aria-describedby={right && isRight ? `right-${encodeURIComponent(choice.value)}` : undefined}
                  disabled={locked}
                  onClick={() => setSelected((s) => toggleChoice(s, choice.value, max))}
                >
                  {choice.image && <img src={choice.image} alt="" className={styles.image} draggable={false} />}
                  {choice.text && <span className={styles.text}>{choice.text}</span>}
                  {(picked || (right && isRight)) && (
                    <span className={styles.tick}>{right && !isRight ? <CrossMark size={18} /> : <CheckMark size={18} />}</span>
                  )}
                </button>
                {right && isRight && (
                  <span id={`right-${encodeURIComponent(choice.value)}`} className="visually-hidden">
                    {t('rightAnswer')}
                  </span>
                )}
                <SpeakButton text={name} lang={lang} label={t('listen', { text: name })} className={styles.speak} />
              </div>
            );
          })}
        </div>
      </div>
      {renderActions(canSubmitChoices(selected), submit)}
    </>
  );
}
