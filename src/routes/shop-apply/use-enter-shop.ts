import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { shopLogin } from '../../contract/shop/apply';
import { showError } from '../../ui/feedback';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';

/** 进入店铺管理: the owner's shop token without logging in again, kept with the login, then the shop workspace. */
export function useEnterShop() {
  const { api, session } = useAppContext();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function enter(): Promise<void> {
    setBusy(true);
    try {
      const { shopsLoginToken } = await api.call(shopLogin, {});
      session.setShopToken(shopsLoginToken);
      await navigate({ to: PATHS.shopManage });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }
  return { busy, enter };
}
