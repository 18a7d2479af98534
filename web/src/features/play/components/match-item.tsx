import type { PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakButton } from '../../../components/ui/speak-button';
import { useCanSpeak } from '../../../lib/sound/speech';
import type { MatchSide } from '../api/matching-state';
import { itemName } from './item-label';
import { PairShape } from '../../../components/play/play-icons';
import tile from './answer-tile.module.css';
import styles from './matching.module.css';

export interface MatchItemData {
  value: string;
  text: string;
  image: string | null;
  audio?: { en: string | null; tl: string | null };
}

interface MatchItemProps {
  side: MatchSide;
  item: MatchItemData;
  /** The pair colour (prompt index) when matched, or for a prompt its own colour. */
  colour: number | null;
  matched: boolean;
  matchedWith: string | null;
  selected: boolean;
  disabled: boolean;
  lang: 'en' | 'tl';
  onTap: () => void;
  onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLButtonElement>) => void;
  onPointerUp: (event: ReactPointerEvent<HTMLButtonElement>) => void;
  onPointerCancel: () => void;
}

/** One prompt or answer: a big button with its picture and word, and a speaker button beside it. */
export function MatchItem(p: MatchItemProps) {
  const { t } = useTranslation('play');
  const canSpeak = useCanSpeak(p.lang);
  const name = itemName(p.item);
  const stateId = `match-${p.side}-${encodeURIComponent(p.item.value)}`;
  const audio = p.item.audio?.[p.lang] ?? null;
  const hasSpeaker = Boolean(audio) || canSpeak;
  const classes = [
    tile.tile,
    styles.item,
    hasSpeaker && styles.withSpeaker,
    Array.from(p.item.text).length > 7 && styles.long,
    p.selected && styles.selected,
    p.matched && styles.matched,
    p.colour !== null && styles[`pair${p.colour}`],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.itemWrap}>
      <button
        type="button"
        className={classes}
        data-side={p.side}
        data-value={p.item.value}
        aria-label={name}
        aria-pressed={p.selected}
        aria-describedby={p.matched || p.selected ? stateId : undefined}
        disabled={p.disabled}
        onClick={p.onTap}
        onPointerDown={p.onPointerDown}
        onPointerMove={p.onPointerMove}
        onPointerUp={p.onPointerUp}
        onPointerCancel={p.onPointerCancel}
      >
        {p.item.image && <img src={p.item.image} alt="" className={styles.itemImage} draggable={false} />}
        {p.item.text && <span className={`${tile.text} ${styles.itemText}`}>{p.item.text}</span>}
        {p.matched && p.colour !== null && (
          <span className={styles.pairMark}>
            <PairShape index={p.colour} size={14} />
          </span>
        )}
      </button>
      {(p.matched || p.selected) && (
        <span id={stateId} className="visually-hidden">
          {p.matched && p.matchedWith ? t('matchedWith', { answer: p.matchedWith }) : t('selected')}
        </span>
      )}
      <SpeakButton text={name} url={audio} lang={p.lang} label={t('listen', { text: name })} className={styles.itemSpeak} />
    </div>
  );
}
