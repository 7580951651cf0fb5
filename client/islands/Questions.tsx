/** Questions and answers: list, vote on answers, the ask-question dialog and its success dialog. */
import { type FormEvent, useState } from 'react';
import type { Answer, QuestionsResponse } from '../../shared/contract/reviews';
import { QUESTION_TEXT_MAX, QUESTION_TEXT_MIN, validateQuestion } from '../../shared/contract/ugc';
import { formatDate } from '../../shared/pricing/format';
import { bffFetch } from '../api/bff';
import { errorMessage, fieldMessage, format, type MessageSource, t } from '../i18n';
import { Dialog } from '../ui/Dialog';
import { HelpfulVote } from '../ui/HelpfulVote';

export type QuestionsProps = {
  productId: string;
  locale: string;
  languageTag: string;
  initial: QuestionsResponse;
  text: MessageSource;
};

export default function Questions({ productId, locale, languageTag, initial, text }: QuestionsProps) {
  const [data, setData] = useState(initial);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [values, setValues] = useState({ text: '', nickname: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const vars = { min: QUESTION_TEXT_MIN, max: QUESTION_TEXT_MAX };

  const vote = async (answer: Answer, helpful: boolean) => {
    const result = await bffFetch<{ votesUp: number; votesDown: number }>(
      `/api/products/${productId}/answers/${answer.answerId}/vote`,
      { method: 'POST', locale, body: { helpful } },
    );
    if (!result.ok) {
      setNotes((n) => ({
        ...n,
        [answer.answerId]: errorMessage(text, result.error?.errorId, result.error?.message),
      }));
      return;
    }
    setData((d) => ({
      ...d,
      questions: d.questions.map((q) => ({
        ...q,
        answers: q.answers.map((a) => (a.answerId === answer.answerId ? { ...a, ...result.data } : a)),
      })),
    }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = validateQuestion(values);
    setErrors(Object.fromEntries(Object.entries(local).map(([k, c]) => [k, fieldMessage(text, c, vars)])));
    if (Object.keys(local).length > 0) return;
    const result = await bffFetch(`/api/products/${productId}/questions`, {
      method: 'POST',
      locale,
      body: values,
    });
    if (!result.ok) {
      const fields = Object.fromEntries(
        Object.entries(result.fields).map(([k, c]) => [k, fieldMessage(text, c, vars)]),
      );
      if (result.error?.errorId === 'REV410') fields.text = format(t(text, 'error_REV410'), vars);
      if (Object.keys(fields).length === 0)
        fields.text = errorMessage(text, result.error?.errorId, result.error?.message);
      setErrors(fields);
      return;
    }
    setAsking(false);
    setDone(true);
    setValues({ text: '', nickname: '' });
    const list = await bffFetch<QuestionsResponse>(`/api/products/${productId}/questions`, { locale });
    if (list.ok) setData(list.data);
  };
  const input = (name: 'text' | 'nickname', label: string) => (
    <div className="field">
      <label htmlFor={`question-${name}`}>{label}</label>
      {name === 'text' ? (
        <textarea
          id="question-text"
          rows={4}
          value={values.text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby="question-text-error"
          onChange={(e) => setValues((v) => ({ ...v, text: e.target.value }))}
        />
      ) : (
        <input
          id="question-nickname"
          value={values.nickname}
          aria-invalid={errors.nickname ? true : undefined}
          aria-describedby="question-nickname-error"
          onChange={(e) => setValues((v) => ({ ...v, nickname: e.target.value }))}
        />
      )}
      <p id={`question-${name}-error`} className="field__error">
        {errors[name]}
      </p>
    </div>
  );
  return (
    <section className="questions" id="questions" aria-labelledby="questions-title">
      <div className="reviews__head">
        <h2 id="questions-title" className="pdp__subtitle">
          {t(text, 'questionsTitle')}
        </h2>
        {/* Never disabled: a click before hydration is held and replayed (`holdsClicks`); without
            script there is nothing it could open or send, so it is not offered (nor the votes). */}
        <button type="button" className="button needs-script" onClick={() => setAsking(true)}>
          {t(text, 'askQuestion')}
        </button>
      </div>
      {data.questions.length === 0 ? (
        <p>{t(text, 'noQuestions')}</p>
      ) : (
        <ul className="questions__list">
          {data.questions.map((q) => (
            <li key={q.questionId} className="question">
              <p className="question__text">{q.text}</p>
              <p className="review__meta">
                {q.nickname} · {formatDate(q.createdAt, languageTag)}
              </p>
              <ul className="answers">
                {q.answers.map((a) => (
                  <li key={a.answerId} className="answer">
                    <p className="review__meta">{t(text, 'answerFrom', { name: a.nickname })}</p>
                    <p>{a.text}</p>
                    <div className="review__actions needs-script">
                      <HelpfulVote
                        text={text}
                        yes={a.votesUp}
                        no={a.votesDown}
                        onVote={(helpful) => vote(a, helpful)}
                      />
                    </div>
                    <p className="review__note" role="status">
                      {notes[a.answerId]}
                    </p>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t(text, 'askQuestion')}
        closeLabel={t(text, 'close')}
      >
        <form className="form" onSubmit={submit} noValidate>
          {input('text', t(text, 'yourQuestion'))}
          {input('nickname', t(text, 'nickname'))}
          <button type="submit" className="button button--primary">
            {t(text, 'submitQuestion')}
          </button>
        </form>
      </Dialog>
      <Dialog
        open={done}
        onClose={() => setDone(false)}
        title={t(text, 'questionThanksTitle')}
        closeLabel={t(text, 'close')}
      >
        <p>{t(text, 'questionThanks')}</p>
        <button type="button" className="button button--primary" onClick={() => setDone(false)}>
          {t(text, 'close')}
        </button>
      </Dialog>
    </section>
  );
}
