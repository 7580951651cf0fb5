/**
 * `/{locale}/account/club`: the loyalty programme in the account (sites with the `loyalty` flag).
 * Outside it: what the club gives and the join form ("Loyalty enrolment"). A member: the points
 * balance, the vouchers the points buy, the points history, and once, the welcome dialog.
 */
import type { LoyaltyVoucher, PointsEntry, WelcomePromo } from '../../../shared/contract/loyalty';
import { VOUCHER_TIERS } from '../../../shared/contract/loyalty';
import { formatDate, formatMoney } from '../../../shared/pricing/format';
import { AccountLayout } from '../../components/account/AccountNav';
import { format } from '../../i18n';
import { type LoyaltyText, loyaltyError } from '../../i18n/loyalty';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';
import { FOCUS_ON_LOAD } from '../../ui/focus-on-load';

export type LoyaltyPageView = {
  text: LoyaltyText;
  /** Null outside the programme: the join form. */
  member: { points: number; vouchers: LoyaltyVoucher[]; history: PointsEntry[] } | null;
  welcome?: WelcomePromo | undefined;
  notice?: { kind: 'joined' } | { kind: 'error'; errorId: string } | undefined;
};

function History({ text, entries }: { text: LoyaltyText; entries: PointsEntry[] }) {
  const { site } = usePage();
  if (entries.length === 0) return <p>{text.historyEmpty}</p>;
  return (
    <table className="loyalty-history">
      <thead>
        <tr>
          <th scope="col">{text.historyDate}</th>
          <th scope="col">{text.historyWhat}</th>
          <th scope="col">{text.historyPoints}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          // Entries have no id of their own; the list is newest first and never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={i}>
            <td>{formatDate(e.createdAt, site.languageTag)}</td>
            <td>{format(text[`kind_${e.kind}`], { order: e.orderNumber ?? text.unknownOrder })}</td>
            <td className="loyalty-history__points">{e.points > 0 ? `+${e.points}` : `−${-e.points}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LoyaltyMain({ view }: { view: LoyaltyPageView }) {
  const { site } = usePage();
  const { text, member, notice, welcome } = view;
  const money = (minor: number) => formatMoney(minor, site.currency, site.languageTag);
  return (
    <AccountLayout current="loyalty" title={text.title}>
      {notice?.kind === 'joined' && (
        <p className="account-notice account-notice--saved" role="status">
          {text.joined}
        </p>
      )}
      {notice?.kind === 'error' && (
        <p className="account-notice account-notice--error" role="alert" {...FOCUS_ON_LOAD}>
          {loyaltyError(text, notice.errorId)}
        </p>
      )}
      {welcome && (
        <Island
          name="WelcomeDialog"
          strategy="load"
          props={{
            title: text.welcomeTitle,
            gift: format(text.welcomeGift, {
              amount: formatMoney(welcome.amount, welcome.currency, site.languageTag),
              code: welcome.code,
              date: formatDate(welcome.validUntil, site.languageTag),
            }),
            closeLabel: text.welcomeClose,
          }}
        />
      )}
      {member === null ? (
        <section className="account-card" aria-labelledby="club-join">
          <h2 id="club-join">{text.join}</h2>
          <p>{text.joinIntro}</p>
          <form method="post" action={`/${site.locale}/account/club`}>
            <input type="hidden" name="_action" value="join" />
            <button type="submit" className="button button--primary">
              {text.join}
            </button>
          </form>
        </section>
      ) : (
        <>
          <section className="account-card" aria-labelledby="club-points">
            <h2 id="club-points">{text.balanceTitle}</h2>
            <p className="account-points">{format(text.balance, { points: member.points })}</p>
          </section>
          <section className="account-card" aria-labelledby="club-vouchers">
            <h2 id="club-vouchers">{text.vouchersTitle}</h2>
            {member.vouchers.length === 0 ? (
              <p>{format(text.noVouchers, { points: VOUCHER_TIERS[0].points })}</p>
            ) : (
              <>
                <ul className="account-list">
                  {member.vouchers.map((v) => (
                    <li key={v.points} className="account-item">
                      {format(text.voucherLine, { amount: money(v.amountInCurrency), points: v.points })}
                    </li>
                  ))}
                </ul>
                <p className="checkout-field__hint">{text.vouchersHint}</p>
              </>
            )}
          </section>
          <section className="account-card" aria-labelledby="club-history">
            <h2 id="club-history">{text.historyTitle}</h2>
            <History text={text} entries={member.history} />
          </section>
        </>
      )}
    </AccountLayout>
  );
}
