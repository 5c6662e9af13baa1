import { Button, Radio } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import './drafts.css';

/** One field the host refused (4206) over: its label and its values as shown, when the edit began, mine and the host's now. */
export interface ConflictRow { field: string; label: string; base: string; mine: string; host: string }

export interface ConflictTexts {
  title: string; hint: string; field: string; base: string; mine: string; host: string;
  keepMine: string; keepHost: string; apply: string; loading: string; offline: string;
}

interface Props {
  /** The host's copy the rows compare with; null while it is read (`offline`: it cannot be now). */
  host: object | null;
  offline: boolean;
  rows: ConflictRow[];
  texts: ConflictTexts;
  /** The fields whose own value the owner keeps; every other differing field takes the host's. */
  onApply(keepMine: string[]): Promise<void>;
}

/**
 * The one conflict panel of every draft form (decision 026): each field that differs is shown and the owner picks per
 * field; the form sends the choice with the host's copy as its base (RELIABILITY 6, 32), never a silent overwrite.
 */
export function ConflictPanel({ host, offline, rows, texts: T, onApply }: Props) {
  const [choice, setChoice] = useState<Record<string, 'mine' | 'host'>>({});
  const panel = useRef<HTMLElement>(null);
  // 保存修改 is at the form's foot: the refusal must be seen where the owner is not looking.
  useEffect(() => { if (host) panel.current?.scrollIntoView({ block: 'start' }); }, [host]);
  if (!host) return <p className="draft-conflict__hint">{offline ? T.offline : T.loading}</p>;
  const apply = () => onApply(rows.filter((r) => (choice[r.field] ?? 'mine') === 'mine').map((r) => r.field));
  return (
    <section ref={panel} className="draft-conflict" data-testid="conflict">
      <h3 className="draft-conflict__hint">{T.title}：{T.hint}</h3>
      <table>
        <thead><tr><th>{T.field}</th><th>{T.base}</th><th colSpan={2}>{T.mine} / {T.host}</th></tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.field} data-field={r.field}>
              <td>{r.label}</td>
              <td>{r.base}</td>
              <td colSpan={2}>
                <Radio.Group value={choice[r.field] ?? 'mine'} onChange={(v) => setChoice({ ...choice, [r.field]: v as 'mine' | 'host' })}>
                  <Radio value="mine">{T.keepMine} {r.mine}</Radio>
                  <Radio value="host">{T.keepHost} {r.host}</Radio>
                </Radio.Group>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="page-actions"><Button block color="primary" onClick={() => void apply()}>{T.apply}</Button></div>
    </section>
  );
}
