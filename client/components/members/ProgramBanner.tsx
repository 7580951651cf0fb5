/**
 * The spend-versus-annual-cap banner of athletes, prosumers and employees (spec section 6): the
 * programme's name, what this year's orders used of the cap as a meter, and what is left. Server
 * only; an employee's shows only once the terms are accepted (the caller passes none before).
 */
import type { MemberProgram } from '../../../shared/contract';
import { formatMoney } from '../../../shared/pricing/format';
import { format } from '../../i18n';
import { membersText, programName } from '../../i18n/members';
import { usePage } from '../../island-kit/context';

export function ProgramBanner({ program }: { program: MemberProgram }) {
  const { site } = usePage();
  const text = membersText(site.language);
  const money = (minor: number) => formatMoney(minor, program.currency, site.languageTag);
  const name = programName(text, program.program);
  return (
    <section className="member-banner" aria-label={name}>
      <h2 className="member-banner__title">{name}</h2>
      {program.percent > 0 && (
        <p className="member-banner__percent">{format(text.bannerPercent, { percent: program.percent })}</p>
      )}
      <meter
        className="member-banner__meter"
        min={0}
        max={program.annualCap}
        value={program.spent}
        aria-label={text.bannerUsage}
        aria-valuetext={format(text.bannerSpent, {
          spent: money(program.spent),
          cap: money(program.annualCap),
          year: program.year,
        })}
      />
      <p className="member-banner__spent">
        {format(text.bannerSpent, {
          spent: money(program.spent),
          cap: money(program.annualCap),
          year: program.year,
        })}
        {' · '}
        <strong>{format(text.bannerLeft, { remaining: money(program.remaining) })}</strong>
      </p>
    </section>
  );
}
