/**
 * Time left as minutes and seconds (the in-store bar's session, a reserved item's hold), counting
 * down each second. It starts from `left` (milliseconds when the server rendered it), so the
 * device's clock never matters and the first render matches the server's; at 0 it shows `ended`.
 * Not a live region: a screen reader reads it when it is reached, not every second.
 */
import { useEffect, useState } from 'react';

export type CountdownProps = { left: number; ended: string };

const clock = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(h > 0 ? 2 : 1, '0');
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
};

export default function Countdown({ left, ended }: CountdownProps) {
  const [remaining, setRemaining] = useState(left);
  useEffect(() => {
    const end = Date.now() + left;
    const tick = () => setRemaining(Math.max(0, end - Date.now()));
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [left]);
  return (
    <span className="countdown" role="timer">
      {remaining > 0 ? clock(remaining) : ended}
    </span>
  );
}
