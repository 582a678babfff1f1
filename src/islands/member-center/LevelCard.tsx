import { useId } from 'react';
import type { Membership } from '~/wire/members';
import { t } from '~/components/profile/messages';
import { memberProgress } from '~/islands/member-center/member-progress';

/** The current level, the growth value, and how far it is to the next level. */
export function LevelCard({ membership }: { membership: Membership }) {
  const progress = memberProgress(membership);
  const id = useId();
  const remainingText =
    progress.kind === 'next'
      ? t('member.toNext', { remaining: progress.remaining, level: progress.nextLevel })
      : t('member.top');
  return (
    <section className="card bg-primary text-primary-content shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id={`${id}-title`} className="text-sm opacity-90">
              {t('member.current')}
            </h2>
            <p className="text-3xl font-bold tracking-wide" data-member-level>
              {membership.level}
            </p>
          </div>
          <div className="text-end">
            <p className="text-sm opacity-90">{t('member.growth')}</p>
            <p className="text-3xl font-bold tabular-nums" data-member-growth>
              {membership.growth}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <progress
            className="progress progress-accent h-3 w-full bg-primary-content/25"
            value={progress.percent}
            max={100}
            aria-label={t('member.progress')}
            aria-valuetext={`${progress.percent}%，${remainingText}`}
          />
          <p className="text-sm" data-member-progress>
            {remainingText}
          </p>
        </div>
      </div>
    </section>
  );
}
