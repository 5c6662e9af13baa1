import { useEffect, useState } from 'react';
import { companyShopApplications } from '../../contract/shop/apply';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useOnline } from '../../ui/hooks/use-online';
import { useAppContext } from '../use-app-context';
import { PAGE_SIZE } from '../../ui/hooks/use-paged-call';
import type { ApplicationStatus, CompanyApplication } from './application-row';

type Deeper = { id: string; row: CompanyApplication | null; done: boolean };

/**
 * One application by id. The contract has no call for one, so it is found in its status tab's list: first in the
 * first page the list screen cached (it opens offline), then, online, in the pages after it.
 */
export function useApplicationLookup(status: ApplicationStatus, applicationId: string) {
  const { sync, api } = useAppContext();
  const online = useOnline();
  const first = useCachedCall(sync, companyShopApplications, { status, pageNum: 1, pageSize: PAGE_SIZE });
  const inFirst = first.data?.list.find((r) => r.applicationId === applicationId) ?? null;
  const total = first.data?.total ?? 0;
  const needsMore = first.data !== null && inFirst === null && online && total > PAGE_SIZE;
  const [deeper, setDeeper] = useState<Deeper>({ id: '', row: null, done: false });

  useEffect(() => {
    if (!needsMore) return;
    let cancelled = false;
    async function search(): Promise<CompanyApplication | null> {
      for (let pageNum = 2; (pageNum - 1) * PAGE_SIZE < total && !cancelled; pageNum++) {
        const page = await api.call(companyShopApplications, { status, pageNum, pageSize: PAGE_SIZE });
        const row = page.list.find((r) => r.applicationId === applicationId);
        if (row || page.list.length === 0) return row ?? null;
      }
      return null;
    }
    void search().catch(() => null).then((row) => { if (!cancelled) setDeeper({ id: applicationId, row, done: true }); });
    return () => { cancelled = true; };
  }, [needsMore, api, status, applicationId, total]);

  const found = inFirst ?? (deeper.id === applicationId ? deeper.row : null);
  const searching = first.loading || (needsMore && !(deeper.id === applicationId && deeper.done));
  return { application: found, searching, failure: first.failure, reload: first.reload };
}
