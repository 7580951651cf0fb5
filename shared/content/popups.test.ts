import { describe, expect, it } from 'vitest';
import { answeredPopup, carriesNewsletterForm, firstOpenPopup, popupFormId, popupTracking } from './popups';
import { parseDismissedPopups, serializeDismissedPopups } from './request';

describe('pop-ups (content spec section 4)', () => {
  const popups = [{ id: 'news' }, { id: 'join' }];
  it('opens the first pop-up not dismissed', () => {
    expect(firstOpenPopup(popups, [])?.id).toBe('news');
    expect(firstOpenPopup(popups, ['news'])?.id).toBe('join');
    expect(firstOpenPopup(popups, ['news', 'join'])).toBeNull();
  });
  it('names a newsletter pop-up Newsletter with its minimized title, others Account/Registration', () => {
    expect(popupTracking({ id: 'p1', name: 'newsletter', minimizedTitle: 'Get 10% off' })).toEqual({
      popupId: 'p1',
      popupType: 'Newsletter',
      popupName: 'Get 10% off',
    });
    expect(popupTracking({ id: 'p2', name: 'join-us', minimizedTitle: 'Join' }).popupType).toBe(
      'Account/Registration',
    );
  });
  it('keeps the dismissed list in one cookie, ignoring anything malformed', () => {
    expect(parseDismissedPopups(serializeDismissedPopups(['a', 'b', 'a']))).toEqual(['a', 'b']);
    expect(parseDismissedPopups('a|<script>|b')).toEqual(['a', 'b']);
    expect(parseDismissedPopups(undefined)).toEqual([]);
  });
});

describe('pop-ups with the newsletter form', () => {
  it('a newsletter pop-up carries the form unless its content says otherwise', () => {
    expect(carriesNewsletterForm({ name: 'Newsletter' })).toBe(true);
    expect(carriesNewsletterForm({ name: 'newsletter', newsletterForm: false })).toBe(false);
    expect(carriesNewsletterForm({ name: 'registration' })).toBe(false);
    expect(carriesNewsletterForm({ name: 'summer', newsletterForm: true })).toBe(true);
  });

  it('finds the pop-up a no-script sign-up came back to by its form id', () => {
    const popups = [{ id: 'a' }, { id: 'b' }];
    expect(answeredPopup(popups, popupFormId('b'))).toEqual({ id: 'b' });
    expect(answeredPopup(popups, 'nl-block-b')).toBeNull();
    expect(answeredPopup(popups, null)).toBeNull();
  });
});
