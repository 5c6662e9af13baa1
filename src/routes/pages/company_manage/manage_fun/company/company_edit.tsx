import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, List, NavBar } from 'antd-mobile';
import { ApiError } from '../../../../../api/api-error';
import { companyEdit, companyInfo, type CompanyInfo } from '../../../../../contract/company/finance';
import { CODES } from '../../../../../contract/codes';
import { COMPANY_FINANCE_TEXTS } from '../../../../../ui/company-finance-texts';
import { showError, toast } from '../../../../../ui/feedback';
import { useAttemptKeys } from '../../../../../ui/hooks/use-attempt-keys';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../../ui/hooks/use-online';
import { AdminScreenState } from '../../../../company-finance/admin-screen-state';
import { PATHS } from '../../../../paths';
import { useAppContext } from '../../../../use-app-context';
import { goBack } from '../../../../go-back';

const T = COMPANY_FINANCE_TEXTS.company;
type Fields = Pick<CompanyInfo, 'name' | 'contactName' | 'contactPhone' | 'address'>;
const FIELDS: { key: keyof Fields; max: number }[] = [
  { key: 'name', max: 40 }, { key: 'contactName', max: 20 }, { key: 'contactPhone', max: 11 }, { key: 'address', max: 100 },
];

/** spec §2 company/company_edit: saved over the version shown; another administrator's save in between is not overwritten. */
function CompanyEditScreen() {
  const { sync, api } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const info = useCachedCall(sync, companyInfo, {});
  const keys = useAttemptKeys('cedit');
  const [draft, setDraft] = useState<(Fields & { base: number }) | null>(null);
  const [busy, setBusy] = useState(false);
  const data = info.data;
  const form = draft ?? (data ? { name: data.name, contactName: data.contactName, contactPhone: data.contactPhone, address: data.address, base: data.updatedAt } : null);

  async function save() {
    if (!form) return;
    setBusy(true);
    const request = { name: form.name, contactName: form.contactName, contactPhone: form.contactPhone, address: form.address, baseUpdatedAt: form.base };
    try {
      await api.call(companyEdit, request, { idempotencyKey: keys.keyFor(JSON.stringify(request)) });
      keys.settle();
      toast(T.saved);
      await info.reload();
      void navigate({ to: PATHS.companyInfo, replace: true });
    } catch (error) {
      keys.settle(error);
      showError(error);
      if (error instanceof ApiError && error.code === CODES.conflict) {
        setDraft(null);
        await info.reload();
        toast(T.conflictReload);
      }
    } finally { setBusy(false); }
  }

  return (
    <div className="page company-edit">
      <NavBar onBack={() => goBack()}>{T.edit}</NavBar>
      <AdminScreenState hasData={data !== null} loading={info.loading} failure={info.failure} savedAt={info.savedAt} actions />
      {form && (
        <>
          <List>
            {FIELDS.map(({ key, max }) => (
              <List.Item key={key} title={T[key]}>
                <Input value={form[key]} maxLength={max} aria-label={T[key]} onChange={(v) => setDraft({ ...form, [key]: v })} />
              </List.Item>
            ))}
          </List>
          <div className="page-actions">
            <Button block color="primary" disabled={!online} loading={busy} onClick={() => void save()}>{T.save}</Button>
          </div>
        </>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.companyEdit}` as const)({ component: CompanyEditScreen });
