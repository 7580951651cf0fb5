/**
 * "Was this helpful? Yes (n) No (n)": the vote buttons of a review and of an answer. Never disabled
 * before hydration (their island holds a click and replays it, `holdsClicks`); the island hides
 * them without script (`needs-script` on their row), where a vote cannot be sent.
 */
import { type MessageSource, t } from '../i18n';

type Props = {
  text: MessageSource;
  yes: number;
  no: number;
  onVote: (helpful: boolean) => void;
};

export function HelpfulVote({ text, yes, no, onVote }: Props) {
  return (
    <>
      <span>{t(text, 'wasHelpful')}</span>
      <button type="button" className="link-button" onClick={() => onVote(true)}>
        {t(text, 'helpfulYes', { count: yes })}
      </button>
      <button type="button" className="link-button" onClick={() => onVote(false)}>
        {t(text, 'helpfulNo', { count: no })}
      </button>
    </>
  );
}
