import { Button, List, Popup, Radio, Tag } from 'antd-mobile';
import type { Address, Invoice } from '../../contract/entities/address';
import { formatRegionText, maskMobile } from '../../domain/format';
import { INVOICE_TITLE_TYPE_LABELS, INVOICE_TYPE_LABELS } from '../../domain/messages';
import { EmptyState } from '../../ui/components/page-state';
import { CHECKOUT_TEXTS } from '../../ui/checkout-texts';

const T = CHECKOUT_TEXTS;

interface ChooseProps<T> {
  visible: boolean;
  items: (T & { pending: boolean })[];
  chosen: string;
  onChoose(id: string): void;
  onClose(): void;
  onAdd(): void;
}

export function AddressPopup({ visible, items, chosen, onChoose, onClose, onAdd }: ChooseProps<Address>) {
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="choose-popup" destroyOnClose>
      <h3 className="choose-popup__title">{T.playOrder.chooseAddress}</h3>
      {items.length === 0 && <EmptyState title={T.address.empty} />}
      <Radio.Group value={chosen} onChange={(value) => onChoose(String(value))}>
        <List>
          {items.map((a) => (
            <List.Item key={a.addressId} prefix={<Radio value={a.addressId} />} onClick={() => onChoose(a.addressId)}
              description={`${formatRegionText(a.regionName)} ${a.detail}`}>
              {a.name} {maskMobile(a.phone)} {a.isDefault && <Tag color="primary">{T.address.isDefault}</Tag>}
              {a.pending && <Tag color="warning" fill="outline">{T.address.pending}</Tag>}
            </List.Item>
          ))}
        </List>
      </Radio.Group>
      <Button block color="primary" onClick={onAdd}>{T.playOrder.addAddress}</Button>
    </Popup>
  );
}

export function InvoicePopup({ visible, items, chosen, onChoose, onClose, onAdd }: ChooseProps<Invoice>) {
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="choose-popup" destroyOnClose>
      <h3 className="choose-popup__title">{T.playOrder.chooseInvoice}</h3>
      <Radio.Group value={chosen} onChange={(value) => onChoose(String(value))}>
        <List>
          <List.Item prefix={<Radio value="" />} onClick={() => onChoose('')}>{T.playOrder.noInvoice}</List.Item>
          {items.map((i) => (
            <List.Item key={i.invoiceId} prefix={<Radio value={i.invoiceId} />} onClick={() => onChoose(i.invoiceId)}
              description={`${INVOICE_TYPE_LABELS[i.invoiceType]} · ${INVOICE_TITLE_TYPE_LABELS[i.titleType]}${i.taxNo ? ` · ${i.taxNo}` : ''}`}>
              {i.title} {i.pending && <Tag color="warning" fill="outline">{T.address.pending}</Tag>}
            </List.Item>
          ))}
        </List>
      </Radio.Group>
      <Button block color="primary" onClick={onAdd}>{T.invoice.add}</Button>
    </Popup>
  );
}

/** The fill-in order's address row: the chosen address (phone masked), or what to do without one; a tap opens the picker. */
export function ChosenAddress({ address, emptyText, onOpen }: { address: Address | undefined; emptyText: string; onOpen(): void }) {
  return (
    <List className="play-order__address">
      <List.Item arrow onClick={onOpen} description={address ? `${formatRegionText(address.regionName)} ${address.detail}` : undefined}>
        {address ? <span data-testid="chosen-address">{address.name} {maskMobile(address.phone)}</span> : emptyText}
      </List.Item>
    </List>
  );
}
