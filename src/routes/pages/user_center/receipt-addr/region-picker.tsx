import { useEffect, useRef, useState } from 'react';
import { List, Popup, Tabs } from 'antd-mobile';
import { regionList } from '../../../../contract/account/address';
import type { Region } from '../../../../contract/entities/address';
import { formatRegionName } from '../../../../domain/format';
import { LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { PROFILE_TEXTS } from '../../../../ui/profile-texts';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import type { SyncHandle } from '../../../../workers/sync-handle';

const T = CHECKOUT_TEXTS.address;

export interface RegionChoice {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  regionName: string;
}

/**
 * One level of the national list (at most a few dozen entries: the ~3,400 regions are never loaded at once). A
 * level the host answers empty is below a leaf (台湾省, 东莞市): the choice ends at its parent.
 */
function Level({ sync, parentCode, onPick, onLeaf }: { sync: SyncHandle; parentCode?: string; onPick(region: Region): void; onLeaf(): void }) {
  const list = useCachedCall(sync, regionList, parentCode ? { parentCode } : {});
  const leaf = parentCode !== undefined && list.data !== null && list.data.length === 0 && list.failure === null;
  const done = useRef(false);
  useEffect(() => {
    if (leaf && !done.current) {
      done.current = true;
      onLeaf();
    }
  }, [leaf, onLeaf]);
  if (list.loading) return <LoadingState />;
  if (leaf) return <p className="page-hint">{PROFILE_TEXTS.location.noLower}</p>;
  if (!list.data?.length) return <p className="page-hint">{T.regionOffline}</p>;
  return (
    <List>
      {list.data.map((r) => <List.Item key={r.code} onClick={() => onPick(r)}>{r.name}</List.Item>)}
    </List>
  );
}

/** 省/市/区 as tabs, one level at a time from the location call (each level is cached, so it also opens offline). */
export function RegionLevels({ sync, onChoose }: { sync: SyncHandle; onChoose(choice: RegionChoice): void }) {
  const [path, setPath] = useState<Region[]>([]);
  const level = Math.min(path.length, 2);
  function finish(chosen: Region[]) {
    const [province, city = province, district = city] = chosen as [Region, Region?, Region?];
    onChoose({
      provinceCode: province.code, cityCode: city!.code, districtCode: district!.code,
      regionName: formatRegionName(chosen.map((r) => r.name)),
    });
    setPath([]);
  }
  function pick(region: Region) {
    const next = [...path.slice(0, level), region];
    if (next.length < 3) return setPath(next);
    finish(next);
  }
  const parent = level === 0 ? undefined : path[level - 1]!;
  return (
    <div className="region-levels">
      <Tabs activeKey={String(level)} onChange={(key) => setPath(path.slice(0, Number(key)))}>
        {T.levels.map((label, i) => (
          <Tabs.Tab key={String(i)} title={path[i]?.name ?? label} disabled={i > path.length} />
        ))}
      </Tabs>
      <Level key={parent?.code ?? ''} sync={sync} parentCode={parent?.code} onPick={pick} onLeaf={() => finish(path)} />
    </div>
  );
}

export function RegionPicker({ sync, visible, onClose, onChoose }: { sync: SyncHandle; visible: boolean; onClose(): void; onChoose(choice: RegionChoice): void }) {
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="choose-popup region-picker">
      <RegionLevels sync={sync} onChoose={onChoose} />
    </Popup>
  );
}
