import { useNavigate } from '@tanstack/react-router';
import { List } from 'antd-mobile';
import { EVIDENCE_TEXTS } from '../../ui/evidence-texts';
import { PATHS } from '../paths';

/** The goods detail screens' way to the goods' evidence (goods_evidence). */
export function EvidenceLink({ goodsId }: { goodsId: string }) {
  const navigate = useNavigate();
  return (
    <List className="evidence-entry">
      <List.Item data-testid="evidence-link" extra={EVIDENCE_TEXTS.buyer.entryHint} onClick={() => void navigate({ to: PATHS.goodsEvidence, search: { goodsId } })}>
        {EVIDENCE_TEXTS.buyer.entry}
      </List.Item>
    </List>
  );
}
