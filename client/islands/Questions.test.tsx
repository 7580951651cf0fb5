import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n';
import Questions from './Questions';

describe('the question buttons before hydration', () => {
  const html = renderToString(
    <Questions
      productId="RL0A1B2CJK3"
      locale="en-us"
      languageTag="en-US"
      text={messagesFor('en')}
      initial={{
        productId: 'RL0A1B2CJK3',
        total: 1,
        page: 1,
        pageSize: 5,
        questions: [
          {
            questionId: 'QU00000001',
            text: 'Does it pack small?',
            nickname: 'Quinn',
            createdAt: '2026-10-01T10:00:00Z',
            answers: [
              {
                answerId: 'AN00000001',
                text: 'Yes, into its pocket.',
                nickname: 'Ridgeline',
                isBrand: true,
                createdAt: '2026-10-02T10:00:00Z',
                votesUp: 2,
                votesDown: 0,
              },
            ],
          },
        ],
      }}
    />,
  );

  it('are never disabled: a click before hydration is held and replayed', () => {
    expect(html).toMatch(/<button[^>]*>Ask a question<\/button>/);
    expect(html).toMatch(/<button[^>]*>Yes \(2\)<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('are not offered without script, where none could be sent', () => {
    expect(html).toContain('class="button needs-script"');
    expect(html).toContain('<div class="review__actions needs-script">');
  });
});
