import { useEffect, useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { POPUP_TRANSITION_MS } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { checkPriceRange, confirmFilter, resetFilter, type GoodsFilterResult } from '../../domain/sort-filter';
import { TEXTS } from '../texts';
import { toast } from '../feedback';
import { CategoryLevels, type ClassOption } from './category-levels';

export interface FilterOptions {
  classes: readonly ClassOption[];
  ages: readonly string[];
  locations: readonly { locationId: string; locationName: string }[];
}

interface FilterPopupProps {
  open: boolean;
  value: GoodsFilterResult;
  options: FilterOptions;
  onClose(): void;
  onConfirm(result: GoodsFilterResult): void;
}

const T = TEXTS.discovery.filter;
/** spec §5: price inputs are numeric. */
const numeric = (text: string) => text.replace(/[^\d.]/g, '');

function pathTo(classes: readonly ClassOption[], id: string): string[] {
  const path: string[] = [];
  for (let node = classes.find((c) => c.id === id); node; node = classes.find((c) => c.id === node!.classPid)) path.unshift(node.id);
  return path;
}

/** spec §2/§4/§5 goods filter popup: prices, 自营, age, category levels, location; 重置 clears, 确定 checks and emits. */
export function FilterPopup({ open, value, options, onClose, onConfirm }: FilterPopupProps) {
  const [draft, setDraft] = useState(value);
  const [classPath, setClassPath] = useState<string[]>([]);
  useEffect(() => {
    if (!open) return;
    setDraft(value);
    setClassPath(value.classId ? pathTo(options.classes, value.classId) : []);
  }, [open, value, options.classes]);

  const set = (patch: Partial<GoodsFilterResult>) => setDraft((d) => ({ ...d, ...patch }));
  const toggle = (key: 'ownGoods' | 'age' | 'locationId', v: string) => set({ [key]: draft[key] === v ? '' : v });

  function confirm() {
    const check = checkPriceRange(draft.startPrice, draft.endPrice);
    if (!check.ok) {
      toast(check.msg);
      if (check.clearHighest) set({ endPrice: '' });
      return;
    }
    const classId = classPath.at(-1) ?? '';
    const className = options.classes.find((c) => c.id === classId)?.classNames ?? '';
    onConfirm(confirmFilter({ ...draft, classId, className }));
  }

  function reset() {
    setDraft(resetFilter());
    setClassPath([]);
  }

  return (
    <div className={`filter-popup${open ? ' filter-popup--open' : ''}`} style={{ transitionDuration: `${POPUP_TRANSITION_MS}ms` }} aria-hidden={!open}>
      <div className="filter-popup__mask" onClick={onClose} style={{ transitionDuration: `${POPUP_TRANSITION_MS}ms` }} />
      <section className="filter-popup__panel" role="dialog" aria-label={T.title} style={{ transitionDuration: `${POPUP_TRANSITION_MS}ms` }}>
        <div className="filter-popup__body">
          <h3>{T.price}</h3>
          <div className="filter-popup__prices">
            <Input aria-label={T.lowest} placeholder={T.lowest} inputMode="decimal" value={draft.startPrice} onChange={(v) => set({ startPrice: numeric(v) })} />
            <span>—</span>
            <Input aria-label={T.highest} placeholder={T.highest} inputMode="decimal" value={draft.endPrice} onChange={(v) => set({ endPrice: numeric(v) })} />
          </div>
          <div className="filter-popup__chips">
            <button type="button" className={`chip${draft.ownGoods === '1' ? ' chip--on' : ''}`} onClick={() => toggle('ownGoods', '1')}>{T.ownGoods}</button>
          </div>
          {options.classes.length > 0 && (
            <>
              <h3>{T.category}</h3>
              <CategoryLevels classes={options.classes} path={classPath} onChange={setClassPath} />
            </>
          )}
          {options.ages.length > 0 && <h3>{T.age}</h3>}
          <div className="filter-popup__chips">
            {options.ages.map((age) => (
              <button key={age} type="button" className={`chip${draft.age === age ? ' chip--on' : ''}`} onClick={() => toggle('age', age)}>{age}</button>
            ))}
          </div>
          {options.locations.length > 0 && <h3>{T.location}</h3>}
          <div className="filter-popup__chips">
            {options.locations.map((l) => (
              <button key={l.locationId} type="button" className={`chip${draft.locationId === l.locationId ? ' chip--on' : ''}`} onClick={() => toggle('locationId', l.locationId)}>{l.locationName}</button>
            ))}
          </div>
        </div>
        <footer className="filter-popup__actions">
          <Button block onClick={reset}>{MESSAGES.filterReset}</Button>
          <Button block color="primary" onClick={confirm}>{MESSAGES.filterConfirm}</Button>
        </footer>
      </section>
    </div>
  );
}
