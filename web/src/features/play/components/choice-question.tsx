import type { CorrectAnswers, ServedQuestion } from '@aralin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakButton, SpeakerIcon } from '../../../components/ui/speak-button';
import { say } from '../../../lib/sound/voice';
import { useCanSpeak } from '../../../lib/sound/speech';
import type { QuestionStatus } from '../api/attempt-flow';
import { canSubmitChoices, encodeChoices, toggleChoice } from '../api/choice-state';
import { canSayAll, choiceUtterance } from '../api/listening';
import { itemName } from './item-label';
import { CheckMark, CrossMark } from '../../../components/play/play-icons';
import tile from './answer-tile.module.css';
import styles from './choices.module.css';
import listen from './listening.module.css';

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
  // A listening item (issue 15 item 4): a tap on a choice also says it; no separate speaker per choice
  // (for sight words, whose choices are not said, a speaker would read the answer out).
  const listening = Boolean(question.extra_data.listening);
  const canSpeakEn = useCanSpeak('en');
  const canSpeakTl = useCanSpeak('tl');
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
              tile.tile,
              styles.choice,
              canSpeak && !listening && styles.withSpeaker,
              picked && styles.picked,
              status === 'correct' && picked && styles.right,
              right && isRight && styles.right,
              right && picked && !isRight && styles.wrong,
            ]
              .filter(Boolean)
              .join(' ');
            const name = choice.spoken?.text || itemName(choice);
            const heard = choiceUtterance(choice);
            // The speaker mark only where the tap can really be heard (a recording, or a voice for its language).
            const audible = heard !== null && canSayAll([heard], (l) => (l === 'en' ? canSpeakEn : canSpeakTl));
            // A listening choice with neither picture nor word is a big speaker (issue 15 item 4); where the
            // tablet cannot say it, its word is printed so the question can still be answered.
            const speakerOnly = listening && !choice.image && !choice.text;
            const shownText = speakerOnly && !audible ? (choice.spoken?.text ?? '') : choice.text;
            return (
              <div key={choice.value} className={styles.choiceWrap}>
                <button
                  type="button"
                  className={classes}
                  aria-label={name}
                  aria-pressed={picked}
                  aria-describedby={right && isRight ? `right-${encodeURIComponent(choice.value)}` : undefined}
                  disabled={locked}
                  onClick={() => {
                    setSelected((s) => toggleChoice(s, choice.value, max));
                    if (heard) say(heard, { explicit: true });
                  }}
                >
                  {choice.image && (
                    <img
                      src={choice.image}
                      alt=""
                      className={[styles.image, listening && !choice.text && listen.pictureOnly].filter(Boolean).join(' ')}
                      draggable={false}
                    />
                  )}
                  {speakerOnly && audible && (
                    <span className={listen.speakerChoice} aria-hidden="true">
                      <SpeakerIcon size={44} />
                    </span>
                  )}
                  {shownText && <span className={`${tile.text} ${styles.text}`}>{shownText}</span>}
                  {audible && !speakerOnly && (
                    <span className={listen.heard} aria-hidden="true">
                      <SpeakerIcon size={16} />
                    </span>
                  )}
                  {(picked || (right && isRight)) && (
                    <span className={styles.tick}>{right && !isRight ? <CrossMark size={18} /> : <CheckMark size={18} />}</span>
                  )}
                </button>
                {right && isRight && (
                  <span id={`right-${encodeURIComponent(choice.value)}`} className="visually-hidden">
                    {t('rightAnswer')}
                  </span>
                )}
                {!listening && <SpeakButton text={name} lang={lang} label={t('listen', { text: name })} className={styles.speak} />}
              </div>
            );
          })}
        </div>
      </div>
      {renderActions(canSubmitChoices(selected), submit)}
    </>
  );
}
