/** "Was this helpful? Yes (n) No (n)": the vote buttons of a review and of an answer. */
import { type MessageSource, t } from '../i18n';

type Props = {
  text: MessageSource;
  yes: number;
  no: number;
  /** Voting needs the island: before hydration the buttons are shown disabled. */
  hydrated: boolean;
  onVote: (helpful: boolean) => void;
};

export function HelpfulVote({ text, yes, no, hydrated, onVote }: Props) {
  return (
    <>
      <span>{t(text, 'wasHelpful')}</span>
      <button type="button" className="link-button" disabled={!hydrated} onClick={() => onVote(true)}>
        {t(text, 'helpfulYes', { count: yes })}
      </button>
      <button type="button" className="link-button" disabled={!hydrated} onClick={() => onVote(false)}>
        {t(text, 'helpfulNo', { count: no })}
      </button>
    </>
  );
}
