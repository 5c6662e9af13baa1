import { CheckList, Popup } from 'antd-mobile';
import { SHOP_APPLY_TEXTS } from '../../ui/shop-apply-texts';
import type { ShopModel } from './application-details';

interface Props {
  classes: ShopModel['classes'];
  value: string;
  visible: boolean;
  onClose(): void;
  onChoose(classId: string): void;
}

/** 主营类目: one of the top-level categories of the shop model module. */
export function ClassPicker({ classes, value, visible, onClose, onChoose }: Props) {
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="choose-popup class-picker">
      <h3 className="choose-popup__title">{SHOP_APPLY_TEXTS.form.classPlaceholder}</h3>
      <CheckList value={value ? [value] : []} onChange={(picked) => onChoose(picked[0] ? String(picked[0]) : value)}>
        {classes.map((c) => <CheckList.Item key={c.id} value={c.id}>{c.name}</CheckList.Item>)}
      </CheckList>
    </Popup>
  );
}
