import type { CorrectAnswers, MatchedPair, ServedQuestion } from '@aralin/contract';
import { type PointerEvent as ReactPointerEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionStatus } from '../api/attempt-flow';
import { drop, emptyMatching, encodeMatching, fromSolution, isComplete, type MatchSide, promptOfAnswer, tap } from '../api/matching-state';
import { itemName } from './item-label';
import { MatchItem, type MatchItemData } from './match-item';
import styles from './matching.module.css';

interface Props {
  question: ServedQuestion;
  status: QuestionStatus;
  revealed: CorrectAnswers | null;
  lang: 'en' | 'tl';
  /** Renders the feedback and the Check/Next buttons; gets whether the answer may be sent. */
  renderActions: (canSubmit: boolean, submit: () => void) => React.ReactNode;
  onSubmit: (answer: string) => void;
}

interface Drag {
  side: MatchSide;
  value: string;
  x0: number;
  y0: number;
  moved: boolean;
}

/** Matching play (spec §2, §5): tap a prompt then its answer, or drag one onto the other. */
export function MatchingQuestion({ question, status, revealed, lang, renderActions, onSubmit }: Props) {
  const { t } = useTranslation('play');
  const prompts = useMemo(() => question.extra_data.pairs ?? [], [question]);
  const answers = useMemo(() => question.extra_data.answers ?? [], [question]);
  const promptValues = useMemo(() => prompts.map((p) => p.value), [prompts]);
  const [state, setState] = useState(emptyMatching);
  const board = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);
  const [line, setLine] = useState<{ x1: number; y1: number; x2: number; y2: number } | null>(null);

  const pairs = revealed?.filter((r): r is MatchedPair => typeof r === 'object');
  const solution = status === 'revealed' && pairs?.length ? fromSolution(pairs) : null;
  const shown = solution ?? state;
  const locked = status !== 'answering';
  const colourOfPrompt = (value: string) => Math.max(0, promptValues.indexOf(value));
  const nameOf = (items: MatchItemData[], value: string | undefined) => {
    const item = items.find((i) => i.value === value);
    return item ? itemName(item) : null;
  };

  const point = (event: ReactPointerEvent) => {
    const rect = board.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };
  const handlers = (side: MatchSide, value: string) => ({
    onTap: () => {
      if (dragged.current) {
        dragged.current = false;
        return;
      }
      setState((s) => tap(s, side, value));
    },
    onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => {
      if (locked || event.button !== 0) return;
      drag.current = { side, value, x0: event.clientX, y0: event.clientY, moved: false };
      dragged.current = false;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: ReactPointerEvent<HTMLButtonElement>) => {
      const d = drag.current;
      if (!d) return;
      if (!d.moved && Math.hypot(event.clientX - d.x0, event.clientY - d.y0) < 12) return;
      d.moved = true;
      const rect = event.currentTarget.getBoundingClientRect();
      const origin = board.current?.getBoundingClientRect();
      const to = point(event);
      setLine({
        x1: rect.left + rect.width / 2 - (origin?.left ?? 0),
        y1: rect.top + rect.height / 2 - (origin?.top ?? 0),
        x2: to.x,
        y2: to.y,
      });
    },
    onPointerUp: (event: ReactPointerEvent<HTMLButtonElement>) => {
      const d = drag.current;
      drag.current = null;
      setLine(null);
      if (!d?.moved) return;
      // The click that follows a drag is not a tap; forget the flag once it has passed.
      dragged.current = true;
      setTimeout(() => (dragged.current = false), 0);
      const target = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-side]');
      const onto = target?.dataset.side as MatchSide | undefined;
      if (onto && target?.dataset.value !== undefined) setState((s) => drop(s, d, { side: onto, value: target.dataset.value! }));
    },
    onPointerCancel: () => {
      drag.current = null;
      setLine(null);
    },
  });

  const complete = isComplete(state, promptValues);
  const submit = () => {
    if (complete && status === 'answering') onSubmit(encodeMatching(state, promptValues));
  };

  return (
    <>
      <div className={`${styles.board} ${status === 'correct' ? styles.boardCorrect : ''}`} ref={board} style={{ gridArea: 'board' }}>
        <div role="group" aria-labelledby="match-prompts" className={styles.column}>
          <h2 id="match-prompts" className={styles.columnTitle}>
            {t('prompts')}
          </h2>
          {prompts.map((item) => {
            const answer = shown.matches[item.value];
            return (
              <MatchItem
                key={item.value}
                side="prompt"
                item={item}
                colour={colourOfPrompt(item.value)}
                matched={answer !== undefined}
                matchedWith={nameOf(answers, answer)}
                selected={!locked && state.selected?.side === 'prompt' && state.selected.value === item.value}
                disabled={locked}
                lang={lang}
                {...handlers('prompt', item.value)}
              />
            );
          })}
        </div>
        <div role="group" aria-labelledby="match-answers" className={styles.column}>
          <h2 id="match-answers" className={styles.columnTitle}>
            {t('answers')}
          </h2>
          {answers.map((item) => {
            const prompt = promptOfAnswer(shown, item.value);
            return (
              <MatchItem
                key={item.value}
                side="answer"
                item={item}
                colour={prompt === undefined ? null : colourOfPrompt(prompt)}
                matched={prompt !== undefined}
                matchedWith={nameOf(prompts, prompt)}
                selected={!locked && state.selected?.side === 'answer' && state.selected.value === item.value}
                disabled={locked}
                lang={lang}
                {...handlers('answer', item.value)}
              />
            );
          })}
        </div>
        {line && (
          <svg className={styles.dragLine} aria-hidden="true">
            <line {...line} />
          </svg>
        )}
      </div>
      {renderActions(complete, submit)}
    </>
  );
}
