import { Steps } from 'antd-mobile';
import type { AfterSales } from '../../contract/entities/order';
import { afterSalesStatusLabel } from '../../domain/after-sales';
import { AFTER_SALES_ACTION_LABELS } from '../../domain/messages';
import { formatDate } from '../../domain/relative-time';
import { CHECKOUT_TEXTS } from '../checkout-texts';

const T = CHECKOUT_TEXTS.afterSales;
const actionLabel = (action: string) => (AFTER_SALES_ACTION_LABELS as Record<string, string>)[action] ?? T.apply;

/** The negotiation history of a request, newest first: who took each step, what it led to and why (buyer and shop alike). */
export function NegotiationSteps({ logs }: { logs: AfterSales['logs'] }) {
  return (
    <Steps direction="vertical">
      {[...logs].reverse().map((log, i) => (
        <Steps.Step key={i} status="finish" data-testid="negotiate-step"
          title={`${T.actors[log.actor] ?? log.actor} · ${actionLabel(log.action)} → ${afterSalesStatusLabel(log.toStatus)}`}
          description={`${formatDate(log.createdAt)}${log.note ? ` · ${log.note}` : ''}`} />
      ))}
    </Steps>
  );
}
