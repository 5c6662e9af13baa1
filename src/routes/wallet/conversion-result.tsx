import { useNavigate } from '@tanstack/react-router';
import { Button, List, Result } from 'antd-mobile';
import type { ResponseOf } from '../../contract/define-call';
import type { walletConvert } from '../../contract/wallet/wallet';
import { ASSET_INFO, type ConversionRule } from '../../domain/wallet-rules';
import { formatAssetFigure as figure } from '../../ui/wallet/asset-figure';
import { WALLET_TEXTS as T } from '../../ui/wallet-texts';
import { goBack } from '../go-back';
import { PATHS } from '../paths';
import { ASSET_PAGES } from './wallet-links';

interface Props {
  rule: ConversionRule;
  action: string;
  result: ResponseOf<typeof walletConvert>;
  /** Opened from where the tickets were missing (a goods): the first button goes back there, named so. */
  returnLabel?: string | undefined;
  onAgain(): void;
}


/** What a conversion did: what arrived, and both wallets as the host left them. */
export function ConversionResult({ rule, action, result, returnLabel, onAgain }: Props) {
  const navigate = useNavigate();
  return (
    <>
      <Result status="success" title={T.convert.done(action)} />
      <List data-testid="conversion-result">
        <List.Item extra={<b className="wallet__in">+{figure(rule.to, result.credited)}</b>}>{T.convert.got}</List.Item>
        <List.Item extra={figure(rule.from, result.from.available)}>{T.available(ASSET_INFO[rule.from].label)}</List.Item>
        <List.Item extra={figure(rule.to, result.to.available)}>{T.available(ASSET_INFO[rule.to].label)}</List.Item>
      </List>
      <div className="page-actions">
        {returnLabel && <Button block color="primary" onClick={() => goBack()}>{returnLabel}</Button>}
        <Button block color={returnLabel ? 'default' : 'primary'} onClick={() => void navigate({ to: ASSET_PAGES[rule.to].wallet, replace: true })}>
          {T.convert.view(ASSET_INFO[rule.to].label)}
        </Button>
        <Button block onClick={onAgain}>{T.convert.again(action)}</Button>
        <Button block fill="none" onClick={() => void navigate({ to: PATHS.wallet, replace: true })}>{T.convert.backToWallet}</Button>
      </div>
    </>
  );
}
