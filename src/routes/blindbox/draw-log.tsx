import { List } from 'antd-mobile';
import type { BlindboxDraw } from '../../contract/kinds/blindbox';
import { formatOdds } from '../../domain/blindbox';
import { BLINDBOX_TEXTS as T } from '../../ui/blindbox-texts';

/** The drawn item, large, then the draw as the host logged it (box, version, random value, item). */
export function DrawResult({ draw }: { draw: BlindboxDraw }) {
  const R = T.logRows;
  return (
    <>
      <section className="bb-result" data-testid="draw-result">
        <h2>{T.resultTitle}</h2>
        <img src={draw.itemImg} alt={draw.itemName} />
        <p className="bb-result__name">{draw.itemName}{draw.guaranteed && <span className="bb-result__tag">{T.guaranteed}</span>}</p>
        <p>{T.value(draw.itemValueFen)}</p>
      </section>
      <List header={T.logHeader} data-testid="draw-log">
        <List.Item extra={draw.boxName}>{R.box}</List.Item>
        <List.Item extra={`第${draw.version}版`}>{R.version}</List.Item>
        <List.Item extra={T.randomText(draw.randomValue, draw.randomRange)}>{R.random}</List.Item>
        <List.Item extra={draw.itemName}>{R.item}</List.Item>
        <List.Item extra={formatOdds(draw.itemOddsBp)}>{R.itemOdds}</List.Item>
        <List.Item extra={T.drawNoText(draw.drawNo)}>{R.drawNo}</List.Item>
        <List.Item extra={new Date(draw.drawnAt).toLocaleString('zh-CN', { hour12: false })}>{R.drawnAt}</List.Item>
      </List>
    </>
  );
}
