import { TrashIcon } from './icons';
import card from './picture-card.module.css';

/**
 * The round delete button on a card (sections, subjects, activities), named for the card it deletes. The
 * card's own class places it (top or bottom corner).
 */
export function CardDeleteButton({ label, className, onClick }: { label: string; className: string; onClick: () => void }) {
  return (
    <button type="button" className={`${card.delete} ${className}`} onClick={onClick} aria-label={label}>
      <TrashIcon />
    </button>
  );
}
