import { referrals } from '~/copy/referrals'

/** A referral's last valid day (C54), tagged once it is past. */
export function ValidUntil({ day, expired }: { day: string; expired: boolean }) {
  return (
    <>
      {day} {expired ? <strong className="tag tag--error">{referrals.expired}</strong> : null}
    </>
  )
}
