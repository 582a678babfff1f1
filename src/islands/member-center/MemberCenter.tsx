import { fetchMembership } from '~/components/checkout/members';
import { Loading, LoadFailure } from '~/core/ListState';
import { t } from '~/components/profile/messages';
import { Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import { GrowthHistory } from './GrowthHistory';
import { GrowthRules } from './GrowthRules';
import { LevelCard } from './LevelCard';
import { LevelTable } from './LevelTable';

/** /membercenter: the customer's level and progress, every level's benefits, how growth is earned and every change of it. */
export default function MemberCenter() {
  return (
    <Guarded>
      <MemberCenterContent />
    </Guarded>
  );
}

function MemberCenterContent() {
  const membership = useRequest('membership', () => fetchMembership());
  const data = membership.data;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('page.membercenter')}</h1>
      <LoadFailure state={membership} feature={t('page.membercenter')} onRetry={membership.reload} />
      {membership.status === 'loading' && !data && <Loading rows={4} label={t('member.loading')} />}
      {data && (
        <>
          <LevelCard membership={data} />
          <LevelTable levels={data.levels} current={data.level} />
          <GrowthRules rules={data.growthRules} />
          <GrowthHistory levels={data.levels} />
        </>
      )}
    </div>
  );
}
