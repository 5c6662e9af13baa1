import { List } from 'antd-mobile';
import type { BlindboxDraftView, ThemeDraftView } from '../../sync/draft-views';
import { DraftStateTag } from '../../ui/drafts/draft-status';
import { SHOP_THEME_TEXTS } from '../../ui/shop-theme-texts';

const C = SHOP_THEME_TEXTS.common;

/** The themes or blind boxes drafted on this device, above the published ones: state, goods count or the host's reason. */
export function FormDraftList({ drafts, testId, onOpen }: { drafts: (ThemeDraftView | BlindboxDraftView)[]; testId: string; onOpen(draftId: string): void }) {
  if (drafts.length === 0) return null;
  return (
    <List header={C.drafts}>
      {drafts.map((d) => (
        <List.Item key={d.draftId} data-testid={testId} extra={<DraftStateTag state={d.state} />} description={d.failMsg || C.goodsCount(d.fields.goodsIds.length)}
          onClick={() => onOpen(d.draftId)}>
          {d.fields.name || C.untitled}
        </List.Item>
      ))}
    </List>
  );
}
