import { Input, List, Selector, TextArea } from 'antd-mobile';
import { EVIDENCE_KINDS, type EvidenceKind } from '../../contract/catalogue/evidence';
import { EVIDENCE_TEXTS } from '../../ui/evidence-texts';

const T = EVIDENCE_TEXTS.add;

export interface EvidenceValues {
  title: string;
  kind: EvidenceKind | '';
  issuer: string;
  issuedOn: string;
  description: string;
}

export const EMPTY_EVIDENCE: EvidenceValues = { title: '', kind: '', issuer: '', issuedOn: '', description: '' };

const KIND_OPTIONS = EVIDENCE_KINDS.map((kind) => ({ label: EVIDENCE_TEXTS.kinds[kind], value: kind }));

/** addEvidence's text fields; the host checks them with the same contract rules when the add is queued. */
export function EvidenceForm({ values, onChange }: { values: EvidenceValues; onChange(change: Partial<EvidenceValues>): void }) {
  return (
    <>
      <List.Item title={T.evidenceTitle}>
        <Input aria-label={T.evidenceTitle} placeholder={T.titlePlaceholder} value={values.title} maxLength={40} onChange={(title) => onChange({ title })} />
      </List.Item>
      <List.Item title={T.kind}>
        <Selector options={KIND_OPTIONS} value={values.kind ? [values.kind] : []} columns={3}
          onChange={(v) => onChange({ kind: v[0] ?? '' })} />
      </List.Item>
      <List.Item title={T.issuer}>
        <Input aria-label={T.issuer} placeholder={T.issuerPlaceholder} value={values.issuer} maxLength={40} onChange={(issuer) => onChange({ issuer })} />
      </List.Item>
      <List.Item title={T.issuedOn}>
        <Input aria-label={T.issuedOn} type="date" value={values.issuedOn} onChange={(issuedOn) => onChange({ issuedOn })} />
      </List.Item>
      <List.Item title={T.description}>
        <TextArea aria-label={T.description} placeholder={T.descriptionPlaceholder} value={values.description} maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(description) => onChange({ description })} />
      </List.Item>
    </>
  );
}
