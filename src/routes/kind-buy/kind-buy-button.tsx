import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import { KIND_BUY_TEXTS as T } from '../../ui/kind-buy-texts';
import { PATHS } from '../paths';
import { isBuyKind } from '../../domain/kind-buy';

/**
 * The buy button of integral, IP, art, gold and metaverse goods (issue 17): an integral goods goes to its points
 * fill-in order, the others to the kind fill-in order. Answers null for any other kind, whose screen keeps its own.
 */
export function KindBuyButton({ kind, goodsId }: { kind: string; goodsId: string }) {
  const navigate = useNavigate();
  if (!isBuyKind(kind)) return null;
  const go = () => void (kind === 'integral'
    ? navigate({ to: PATHS.integralPlayOrder, search: { goodsId } })
    : navigate({ to: PATHS.kindPlayOrder, search: { goodsId } }));
  return <Button block color="primary" onClick={go} data-testid="kind-buy">{kind === 'integral' ? T.exchangeNow : T.buyNow}</Button>;
}
