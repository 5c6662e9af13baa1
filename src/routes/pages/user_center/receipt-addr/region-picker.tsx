import { useState } from 'react';
import { List, Popup, Tabs } from 'antd-mobile';
import { regionList } from '../../../../contract/address';
import type { Region } from '../../../../contract/entities/address';
import { formatRegionName } from '../../../../domain/format';
import { LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { TEXTS } from '../../../../ui/texts';
import type { SyncHandle } from '../../../../workers/sync-handle';

const T = TEXTS.checkout.address;

export interface RegionChoice {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  regionName: string;
}

function Level({ sync, parentCode, onPick }: { sync: SyncHandle; parentCode?: string; onPick(region: Region): void }) {
  const list = useCachedCall(sync, regionList, parentCode ? { parentCode } : {});
  if (list.loading) return <LoadingState />;
  if (!list.data?.length) return <p className="page-hint">{T.regionOffline}</p>;
  return (
    <List>
      {list.data.map((r) => <List.Item key={r.code} onClick={() => onPick(r)}>{r.name}</List.Item>)}
    </List>
  );
}

/** 省/市/区 from the location calls, one level at a time (each level is cached, so it also opens offline). */
export function RegionPicker({ sync, visible, onClose, onChoose }: { sync: SyncHandle; visible: boolean; onClose(): void; onChoose(choice: RegionChoice): void }) {
  const [path, setPath] = useState<Region[]>([]);
  const level = Math.min(path.length, 2);
  function pick(region: Region) {
    const next = [...path.slice(0, level), region];
    if (next.length < 3) return setPath(next);
    const [province, city, district] = next as [Region, Region, Region];
    onChoose({
      provinceCode: province.code, cityCode: city.code, districtCode: district.code,
      regionName: formatRegionName([province.name, city.name, district.name]),
    });
    setPath([]);
  }
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="choose-popup region-picker">
      <Tabs activeKey={String(level)} onChange={(key) => setPath(path.slice(0, Number(key)))}>
        {T.levels.map((label, i) => (
          <Tabs.Tab key={String(i)} title={path[i]?.name ?? label} disabled={i > path.length} />
        ))}
      </Tabs>
      <Level sync={sync} parentCode={level === 0 ? undefined : path[level - 1]!.code} onPick={pick} />
    </Popup>
  );
}
