import { useState } from 'react';
import { Button, Input, Popup, Switch } from 'antd-mobile';
import { AGENT_RATE_MAX_BP, shelvesPayAgent } from '../../contract/kinds/agent';
import { formatRate, percentTextToBp } from '../../domain/goods-agent';
import { AGENT_SHOP_TEXTS as T } from '../../ui/agent-texts';
import { toast } from '../../ui/feedback';
import { useDirectStep } from '../use-direct-step';

export interface AgentMode { goodsId: string; rateBp: number; open: boolean; agents: number }

/** The shop opens one goods to agents, changes its rate or closes it (goodsagent mode/shelvespayagent). */
export function AgentModePopup({ goodsId, name, mode, onClose, onSaved }: { goodsId: string; name: string; mode: AgentMode | undefined; onClose(): void; onSaved(): void }) {
  const [rate, setRate] = useState(mode ? formatRate(mode.rateBp).replace('%', '') : '');
  const [open, setOpen] = useState(mode?.open ?? true);
  const step = useDirectStep(T.needNetwork);

  async function save() {
    const rateBp = percentTextToBp(rate);
    if (rateBp === null || rateBp < 1 || rateBp > AGENT_RATE_MAX_BP) return toast(T.rateInvalid);
    if (await step.run(shelvesPayAgent, { goodsId, rateBp, open }, T.saved)) onSaved();
  }

  return (
    <Popup visible onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div className="agent-mode" data-testid="agent-mode">
        <h2>{T.title}</h2>
        <div className="agent-mode__goods">{name}</div>
        <label className="agent-mode__row">
          <span>{T.rate}</span>
          <Input aria-label={T.rate} placeholder={T.ratePlaceholder} inputMode="decimal" value={rate} onChange={setRate} />
        </label>
        <div className="agent-mode__row">
          <span>{T.open}</span>
          <Switch aria-label={T.open} checked={open} onChange={setOpen} />
        </div>
        {mode ? <div className="agent-mode__note">{T.agents(mode.agents)}</div> : null}
        <p className="agent-mode__note">{T.note}</p>
        <Button block color="primary" loading={step.busy} onClick={() => void save()}>{T.save}</Button>
      </div>
    </Popup>
  );
}
